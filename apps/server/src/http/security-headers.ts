import { createHash } from 'node:crypto';
import { ltiToolPaths } from '@sparked/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Pages any site may frame: the one an LMS opens for LTI Dynamic Registration, often in its frame
 * and before it is registered (decision 0034). A window it opens keeps its opener, to say when it
 * is done. All it can do is ask for a registration that waits for an admin's approval on a page
 * no site may frame.
 */
const framableAnywhere = new Set<string>([ltiToolPaths.dynamicRegistration]);
const framable = (url: string | undefined) => framableAnywhere.has((url ?? '').split('?')[0] ?? '');

/**
 * Helmet's security headers on every answer. The middleware is built once: the Fastify plugin
 * rebuilt it (parsing the whole policy) for every request, a cost each API call paid. What pages
 * may frame comes from `frameSources` (the preview's page and the sites authors may embed).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameSources: { current(): string },
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> blocks (scroll lock); no script is ever inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The code box preview's page on its own origin, and the hosts authors may embed in iframe
        // activities and video blocks (decision 0009): nothing else, so a frame that navigates
        // itself elsewhere is refused before its request leaves (decision 0024).
        frameSrc: [() => frameSources.current()],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(request) => (framable(request.url) ? '*' : "'self'")],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => {
      if (request.method === 'GET' && framable(request.url)) {
        reply.raw.removeHeader('x-frame-options');
        reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
      }
      done();
    });
  });
}

/**
 * Lets these origins frame this answer as well as Sparked itself (an LMS's course page, decision
 * 0031): its policy's `frame-ancestors` names them, and X-Frame-Options, which knows no list, goes.
 * Without origins the answer stays framable by Sparked only; one framable by any site stays so.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]): void {
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  // A page any site may frame (the dynamic registration page) stays so: naming the registered
  // LMSs would shut out the LMS that is registering.
  if (origins.length === 0 || /frame-ancestors \*/.test(policy)) return;
  reply.raw.removeHeader('x-frame-options');
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${origins.join(' ')}`),
  );
}

/** The CSP source allowing one inline script by its text's SHA-256, no other. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP sources of a document's inline scripts (`<script>` without `src`). */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => scriptHashSource(text),
  );
}

/**
 * Lets this answer's document run exactly these inline scripts (`inlineScriptSources`): the web
 * app's early session restore (decision 0043) and its web font's choice (decision 0048). Any
 * other inline script stays refused.
 */
export function allowInlineScripts(reply: FastifyReply, sources: readonly string[]): void {
  if (sources.length === 0) return;
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, `script-src $1 ${sources.join(' ')}`),
  );
}
