// The bare React + TanStack Router shell (bench/shell), built with the web app's compression and
// served the way the server serves the web app: hashed assets with their brotli and gzip copies,
// index.html for every other path.
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server's own copy of the static plugin, so the shell is served by what serves the web app.
const fastifyStatic = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
)('@fastify/static');
const root = path.resolve(import.meta.dirname, '../shell');
const outDir = path.resolve(import.meta.dirname, '../../.data/bench-shell');

export async function startBareShell(port) {
  await build({
    root,
    logLevel: 'warn',
    plugins: [
      react(),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg)$/,
        threshold: 1024,
      }),
    ],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: outDir,
    preCompressed: true,
    wildcard: false,
    index: false,
  });
  app.get('/*', (_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
