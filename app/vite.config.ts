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
  },
  server: {
    port: 5173,
    // ws: the chat's socket (/api/chat/socket) goes through the same proxy as the requests.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
