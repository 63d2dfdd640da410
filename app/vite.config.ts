import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { nonBlockingStyles } from './build/nonBlockingStyles';
import { precompress } from './build/precompress';
import { skipLoadedPreloads } from './build/skipLoadedPreloads';

const preloads = skipLoadedPreloads();

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./build/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [react(), vanillaExtractPlugin(), nonBlockingStyles(), precompress(), preloads.plugin],
  // Hash routing: the built app works from any base path, including file-less static hosting.
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // Common chunks under 8 KiB of source are copied into the chunks that use them instead of
    // being files of their own. A product page opened by link fetched 61 scripts and 19 styles,
    // mostly of 1-3 KiB; over HTTP/1.1 (6 connections, as Lighthouse simulates a phone) each wave
    // costs a round trip. Now 19 and 6: its largest paint came 1.3 s sooner in the same run, for
    // 1-6 KiB more on some routes (budgets.ts). Experimental in Rolldown (it also turns on strict
    // execution order); the lockfile pins the version and the e2e run covers the built app.
    rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } } },
  },
  server: {
    port: 5173,
    // ws: the chat's socket (/api/chat/socket) goes through the same proxy as the requests.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
