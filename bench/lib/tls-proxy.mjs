// HTTPS and HTTP/2 in front of a local server, as a deployment's TLS-terminating proxy puts them
// in front of Node: browsers speak HTTP/2 only over TLS, and over plain HTTP/1.1 a page's dozens
// of small hashed chunks queue on six connections, which no visitor of a deployment sees. The
// certificate is a throwaway self-signed one; Chromium is told to accept it.
import { createHash, createPublicKey } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { selfSignedCertificate } from '../../scripts/self-signed-certificate.mjs';

/** Headers that belong to one connection, which a proxy must not pass on (RFC 9110 §7.6.1). */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);
const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith(':') && !connectionHeaders.has(name),
    ),
  );

let certificate;
/** One certificate for every proxy of this process, so one browser flag trusts them all. */
function proxyCertificate() {
  certificate ??= selfSignedCertificate();
  return certificate;
}

/**
 * Chromium's flag that trusts the proxies' certificate as a valid one (by its public key's hash).
 * Ignoring certificate errors instead is not the same: Chromium caches nothing it fetched over a
 * connection with a certificate error, so every visit would download the page's scripts again
 * (the time-zone worker's, under `--ignore-certificate-errors`), which no deployment's visitor sees.
 */
export function trustProxyCertificate() {
  const publicKey = createPublicKey(proxyCertificate().cert).export({
    type: 'spki',
    format: 'der',
  });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`;
}

/**
 * What a proxy passes on (give it `onRequest`), to tell a download from a cache hit: the browser's
 * own reports cannot for a worker's script, answered on the worker's target (the page's DevTools
 * session never sees it finish, and Puppeteer reports it not from the cache when it was).
 * `scriptsDownloadedBy(visit)` lets earlier answers finish (cut off, they would not be cached),
 * runs `visit` and answers the paths of the scripts it downloaded.
 */
export function downloadLog() {
  const served = [];
  return {
    onRequest: (path, answered) => served.push({ path, answered }),
    async scriptsDownloadedBy(visit) {
      await Promise.all(served.map(({ answered }) => answered));
      served.length = 0;
      await visit();
      return served.map(({ path }) => path).filter((path) => path.endsWith('.js'));
    },
  };
}

/**
 * `onRequest(path, answered)` hears of every request passed on (what the browser did not take
 * from its cache); `answered` resolves once its answer has been sent or the request dropped.
 */
export async function startTlsProxy(upstreamPort, port, { onRequest } = {}) {
  const server = http2.createSecureServer(
    { ...proxyCertificate(), allowHTTP1: true },
    (request, response) => {
      onRequest?.(request.url, new Promise((resolve) => response.once('close', resolve)));
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: request.method,
          path: request.url,
          headers: { ...forwardable(request.headers), host: `127.0.0.1:${upstreamPort}` },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    },
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
