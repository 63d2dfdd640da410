// Browser tests use Debian's Chromium (Playwright never downloads a browser here).
// Installs it with apt-get when it is missing and we may (root); otherwise says what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const binary = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
if (fs.existsSync(binary)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${binary}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', {
  stdio: 'inherit',
});
