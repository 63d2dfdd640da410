import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The visual run's own tests (planning, comparison, overflow probe in Chromium, report). Kept apart
// from the root projects so `pnpm test:visual` checks its tool before trusting what it reports.
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    name: 'visual-tool',
    include: ['tests/visual/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
