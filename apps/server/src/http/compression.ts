import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of compressible types (JSON, HTML, CSS, JS, SVG) above 1 KiB with brotli or
 * gzip, whichever the client prefers. Registered before any route: the plugin attaches itself to
 * routes as they are added. Images and attachments (PNG, WebP) are not compressible types and go
 * out untouched; the web app's precompressed files already carry a `content-encoding`, which the
 * plugin leaves alone. Request bodies are not decompressed: clients send plain JSON (spec §7).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
