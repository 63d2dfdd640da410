import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/** Every story is a test (render, play function, axe), once per locale: en and right-to-left ar. */
const storyProject = (locale: string): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: `stories-${locale}`,
    setupFiles: [`./tests/setup/story-locale-${locale}.ts`],
    // One page per project runs its story files one after another without reloading Storybook's
    // preview, MSW and the dictionaries for each file, as Storybook itself does between stories
    // (the preview's beforeEach resets the mocks, the clock, storage and the chat for each story).
    // Measured here: the wallet folder's 16 files in 83 s isolated, 36 s not.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' }],
      viewport: { width: 390, height: 844 },
    },
  },
});

export default defineConfig({
  test: {
    // The default output, plus a watchdog that names a test file that hangs (tests/setup/stallWatchdog.ts).
    reporters: ['default', './tests/setup/stallWatchdog.ts'],
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Vitest's default on two cores is one worker, which leaves a core idle while the
          // server tests wait on the database (measured here: 330 s with one, 220 s with two;
          // three were no faster).
          maxWorkers: 2,
          // A hook that imports the contract's schemas or opens a database takes seconds on a
          // loaded 2-core machine; 10 s (the default) was not always enough there. Tests keep
          // the 5 s default.
          hookTimeout: 60_000,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'app/src/**/*.test.{ts,tsx}', 'app/build/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          setupFiles: ['./tests/setup/unit.ts'],
          // A folder where the server tests' migrated and seeded databases are built once a run.
          globalSetup: ['./tests/setup/unit-global.ts'],
        },
      },
      storyProject('en'),
      storyProject('ar'),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at once: each starts its own server on its own port and database, and
          // much of a journey is the browser and the server waiting on each other.
          maxWorkers: 2,
        },
      },
    ],
  },
});
