import { endpoints } from '@sparked/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimiter } from '../../http/rate-limit';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import { auditActorOf } from '../core/audit-log';
import type { FrameAncestors } from '../core/platform';
import type { SigningKeys } from '../core/signing-keys';
import { type StoreLogin, storagePage } from './client-storage';
import type { AccountLinks } from './linking';
import type { PlatformRegistry } from './platforms';
import { escapeHtml, page, pageLocale, sentenceHtml } from './refusal';
import type { Launches } from './service';

/** The launch page's sentences (decision 0046), in the language of the person's browser. */
const said = {
  openingSparked: /*i18n*/ { id: 'lti.opening-sparked', message: 'Opening Sparked' },
  signingYouIn: /*i18n*/ {
    id: 'lti.signing-you-in',
    message: 'Signing you in. <0>Continue to Sparked</0> if nothing happens.',
  },
} satisfies Record<string, ServerMessage>;

/** Lets the LMS that launched frame this one answer; every other page keeps `'self'` only. */
function allowFraming(reply: FastifyReply, origin: string) {
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.removeHeader('x-frame-options');
  reply.header(
    'content-security-policy',
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${origin}`),
  );
}

/** Registration (admins), the tool's login, launch and keys (an LMS), and the code exchange. */
export function registerLti(
  app: FastifyInstance,
  deps: {
    platforms: PlatformRegistry;
    /** Re-read after a registration changes: who may frame the web app follows it at once. */
    frameAncestors: FrameAncestors;
    login: {
      start(
        request: Parameters<typeof endpoints.ltiLogin.query.parse>[0],
      ): Promise<{ url: string; storage?: StoreLogin }>;
    };
    launches: Launches;
    links: AccountLinks;
    keys: SigningKeys;
    rateLimiter: RateLimiter;
    maxPerIp: number;
  },
) {
  const { platforms, frameAncestors, login, launches, links, keys, rateLimiter, maxPerIp } = deps;

  app.endpoint(endpoints.ltiPlatforms, async () => ({ data: await platforms.list() }));
  app.endpoint(endpoints.createLtiPlatform, async ({ body, user, request, transaction }) => {
    const answer = await transaction(async (tx) => ({
      data: await platforms.create(tx, auditActorOf(request, user.id), body),
    }));
    await frameAncestors.read();
    return answer;
  });
  app.endpoint(endpoints.ltiPlatform, async ({ params }) => ({
    data: await platforms.find(params.id),
  }));
  app.endpoint(endpoints.updateLtiPlatform, async ({ params, body, user, request }) => {
    const data = await platforms.update(auditActorOf(request, user.id), params.id, body);
    await frameAncestors.read();
    return { data };
  });
  app.endpoint(endpoints.deleteLtiPlatform, async ({ params, user, request }) => {
    await platforms.remove(auditActorOf(request, user.id), params.id);
    await frameAncestors.read();
    return undefined;
  });

  const limit = (ip: string) =>
    rateLimiter.consume(
      [{ key: `lti:ip:${ip}`, max: maxPerIp }],
      /*i18n*/ {
        id: 'rate-limit.too-many-launches',
        message: 'Too many launches from your network. Try again in {seconds} seconds.',
      },
    );

  /** A redirect, or the page that first stores the state in the LMS's frame (decision 0039). */
  const answerLogin = (reply: FastifyReply, answer: { url: string; storage?: StoreLogin }) =>
    answer.storage
      ? reply.status(200).send(storagePage(reply, answer.storage.platformOrigin, answer.storage))
      : reply.redirect(answer.url, 302);

  app.endpoint(endpoints.ltiLogin, async ({ query, request, reply }) => {
    await limit(request.ip);
    return answerLogin(reply, await login.start(query));
  });
  app.endpoint(endpoints.ltiLoginForm, async ({ body, request, reply }) => {
    await limit(request.ip);
    return answerLogin(reply, await login.start(body));
  });

  app.endpoint(endpoints.ltiLaunch, async ({ body, request, reply }) => {
    await limit(request.ip);
    const answer = await launches.launch(body, {
      origin: request.headers.origin,
      fetchSite: request.headers['sec-fetch-site'] as string | undefined,
    });
    if (answer.read) return reply.send(storagePage(reply, answer.frameAncestor, answer.read));
    const { redirect, frameAncestor } = answer;
    allowFraming(reply, frameAncestor);
    const link = escapeHtml(redirect);
    const locale = pageLocale(request);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        page(
          locale,
          translate(locale, said.openingSparked),
          sentenceHtml(
            translate(locale, said.signingYouIn),
            (words) => `<a href="${link}">${words}</a>`,
          ),
          `<meta http-equiv="refresh" content="0; url=${link}">`,
        ),
      );
  });

  app.endpoint(endpoints.ltiJwks, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys.rsa.jwks;
  });

  app.endpoint(endpoints.ltiHandover, async ({ user, request, transaction }) => {
    await limit(request.ip);
    return transaction(async (tx) => ({ data: { code: await launches.handOver(tx, user.id) } }));
  });

  app.endpoint(endpoints.ltiAccount, async ({ user }) => ({
    data: await links.platformOf(user.id),
  }));
  app.endpoint(endpoints.ltiLinkTicket, async ({ user }) => ({
    data: await links.ticket(user.id),
  }));
  app.endpoint(endpoints.linkLtiAccount, async ({ body, user, request }) => {
    await limit(request.ip);
    return { data: await links.link(auditActorOf(request, user.id), body.ticket) };
  });

  app.endpoint(endpoints.ltiSession, async ({ body, request }) => {
    await limit(request.ip);
    return { data: await launches.exchange(body.code) };
  });
}
