import { createHash } from 'node:crypto';
import { endpoints } from '@sparked/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import type { DeepLinking } from './deep-linking';
import { escapeHtml, pageLocale, sentenceHtml } from './refusal';

/** The relay page's sentences (decision 0046), in the language of the teacher's browser. */
const said = {
  addingContent: /*i18n*/ {
    id: 'lti.adding-content-to-your-course',
    message: 'Adding Sparked content to your course',
  },
  takingYouBack: /*i18n*/ {
    id: 'lti.taking-you-back',
    message: 'Taking you back to your course. If nothing happens, <0>continue to your course</0>.',
  },
} satisfies Record<string, ServerMessage>;

/** The one script of the relay page: it posts the form as soon as it is read. */
const submitScript = 'document.forms[0].submit();';
const submitScriptHash = `'sha256-${createHash('sha256').update(submitScript).digest('base64')}'`;

/**
 * A page that posts the signed answer to the LMS as the form field `JWT`, as a tool does: by
 * itself, or with its button where scripts do not run. Its policy lets the LMS that launched
 * frame it, lets the form go to the LMS's return address, and runs only that script.
 */
function relayPage(
  reply: FastifyReply,
  answer: { returnUrl: string; frameAncestor: string },
  jwt: string,
) {
  const { returnUrl, frameAncestor } = answer;
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.removeHeader('x-frame-options');
  reply.header(
    'content-security-policy',
    policy
      .replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${frameAncestor}`)
      .replace(/form-action [^;]*/, `form-action 'self' ${new URL(returnUrl).origin}`)
      .replace(/script-src [^;]*/, `script-src 'self' ${submitScriptHash}`),
  );
  const locale = pageLocale(reply.request);
  const title = escapeHtml(translate(locale, said.addingContent));
  const takingYouBack = sentenceHtml(
    translate(locale, said.takingYouBack),
    (words) => `<button type="submit">${words}</button>`,
  );
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1 style="font-size: 1.25rem">${title}</h1>
<form method="post" action="${escapeHtml(returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<p>${takingYouBack}</p>
</form>
</main>
<script>${submitScript}</script>
</body>
</html>
`;
}

/** The picker's request and answer (the web app), and the relay of the answer to the LMS. */
export function registerDeepLinking(
  app: FastifyInstance,
  deps: { deepLinking: DeepLinking; limit: (ip: string) => Promise<void> },
) {
  const { deepLinking, limit } = deps;

  app.endpoint(endpoints.ltiDeepLink, async ({ params, user }) => ({
    data: await deepLinking.find(user.id, params.id),
  }));

  app.endpoint(endpoints.answerLtiDeepLink, async ({ params, body, user, transaction }) =>
    transaction(async (tx) => ({
      data: await deepLinking.answer(tx, user.id, params.id, body),
    })),
  );

  app.endpoint(endpoints.ltiDeepLinkReturn, async ({ body, request, reply }) => {
    await limit(request.ip);
    const relayed = await deepLinking.relay(body.request, body.JWT);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(relayPage(reply, relayed, body.JWT));
  });
}
