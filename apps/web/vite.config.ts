import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = process.env.SPARKED_SERVER_URL ?? 'http://localhost:3000';
const apiProxy = Object.fromEntries(
  ['/sso', '/api', '/tools-api', '/sparked-api'].map((prefix) => [prefix, serverUrl]),
);

export default defineConfig({
  plugins: [
    // Route-level code splitting keeps editors off student pages (TOOLCHAIN.md: before react()).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { port: 5173, proxy: apiProxy },
  build: { sourcemap: true, target: 'es2022' },
});
