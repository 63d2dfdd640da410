import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { nonBlockingStyles } from './build/nonBlockingStyles';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), nonBlockingStyles(), precompress()],
  // Hash routing: the built app works from any base path, including file-less static hosting.
  base: './',
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
