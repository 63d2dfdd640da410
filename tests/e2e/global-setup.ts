import { execSync } from 'node:child_process';
import { REPO_ROOT } from './server';

/** End-to-end tests run against the built app, as the README's start command serves it. */
export default function setup() {
  execSync('pnpm --filter @shop/app build', { cwd: REPO_ROOT, stdio: 'inherit' });
}
