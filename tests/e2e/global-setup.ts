import { execSync } from 'node:child_process';
import { REPO_ROOT } from './server';

/**
 * End-to-end tests run against the built app, as the README's start command serves it. Vitest
 * sets NODE_ENV=test, which a child `vite build` would inherit and answer with React's development
 * build (twice the size, many times slower): the build gets production, as `pnpm build` has it.
 */
export default function setup() {
  execSync('pnpm --filter @shop/app build', { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
