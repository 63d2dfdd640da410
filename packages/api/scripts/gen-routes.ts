import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printBinaryRoutes, printRoutes } from '../src/contract/routes.print';

for (const [file, print] of [
  ['routes.ts', printRoutes],
  ['binaryRoutes.ts', printBinaryRoutes],
] as const) {
  const target = fileURLToPath(new URL(`../src/contract/${file}`, import.meta.url));
  fs.writeFileSync(target, print());
  console.log(`wrote ${target}`);
}
