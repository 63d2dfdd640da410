import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printRoutes } from '../src/contract/routes.print';

const target = fileURLToPath(new URL('../src/contract/routes.ts', import.meta.url));
fs.writeFileSync(target, printRoutes());
console.log(`wrote ${target}`);
