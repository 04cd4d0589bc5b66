import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { launcherScript } from './launcher-script';
import type { PackageFiles } from './package-files';

const require = createRequire(import.meta.url);
/** scorm-again's browser builds (MIT), read once: each defines its API class on `window`. */
const runtimes = {
  'scorm12.js': () => readFileSync(require.resolve('scorm-again/scorm12/min'), 'utf8'),
  'scorm2004.js': () => readFileSync(require.resolve('scorm-again/scorm2004/min'), 'utf8'),
};
const strip = (source: string) => source.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');

/** Content types by extension; anything else is a download that cannot be sniffed into a page. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.xhtml': 'application/xhtml+xml',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};
export const contentTypeOf = (name: string) =>
  contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/**
 * What a package's own files may do: load and call only the sandbox origin (their own files),
 * run their inline scripts (authoring tools write them), and be framed only by the launcher
 * (`frame-ancestors` checks every ancestor, so Sparked's page above the launcher is named too).
 */
export const contentPolicy = (appOrigin: string) =>
  [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    `frame-ancestors 'self' ${appOrigin}`,
    "form-action 'self'",
    "base-uri 'self'",
  ].join('; ');

/** The launcher runs only its own scripts, frames only the package, and only inside Sparked. */
export const launcherPolicy = (appOrigin: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "frame-src 'self'",
    `frame-ancestors ${appOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const attribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const launcherPage = (appOrigin: string, packageId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SCORM package</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body>
<script src="/scorm-runtime/scorm12.js"></script>
<script src="/scorm-runtime/scorm2004.js"></script>
<script src="/scorm-runtime/launcher.js" data-app-origin="${attribute(appOrigin)}" data-package-id="${attribute(packageId)}"></script>
</body></html>
`;

/**
 * The SCORM routes of the sandbox origin (the code box preview's listener, decision 0024):
 * the launcher page, scorm-again and the launcher's script, and the packages' files by their
 * unguessable package id. Nothing here reads the app's database or sessions.
 */
export function registerScormSandbox(
  app: FastifyInstance,
  deps: { files: PackageFiles; appOrigin: string },
) {
  const { files, appOrigin } = deps;
  const scripts = new Map<string, string>();
  app.get<{ Params: { name: string } }>('/scorm-runtime/:name', async (request, reply) => {
    const { name } = request.params;
    let source = scripts.get(name);
    if (source === undefined) {
      if (name === 'launcher.js') source = launcherScript;
      else if (name === 'scorm12.js' || name === 'scorm2004.js') source = strip(runtimes[name]());
      else return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      scripts.set(name, source);
    }
    return reply.type('text/javascript; charset=utf-8').send(source);
  });
  app.get<{ Params: { packageId: string } }>('/scorm-launch/:packageId', async (request, reply) => {
    const { packageId } = request.params;
    if (!files.isId(packageId))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', launcherPolicy(appOrigin))
      .send(launcherPage(appOrigin, packageId));
  });
  app.get<{ Params: { packageId: string; '*': string } }>(
    '/scorm/:packageId/*',
    async (request, reply) => {
      const { packageId, '*': name } = request.params;
      const file = await files.open(packageId, name);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type(contentTypeOf(name))
        .header('content-length', file.size)
        .header('content-security-policy', contentPolicy(appOrigin))
        .send(file.stream);
    },
  );
}
