import type { ErrorCode, Locale } from '@sparked/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { type ServerMessage, sentenceIn, translate } from '../../i18n/catalogues';
import { readerLocale } from '../../i18n/reader-locale';

/**
 * A launch or login Sparked refuses: a sentence for the person in the LMS (what to do), and the
 * rule it broke for the log, which the person never sees.
 */
export class LtiRefusal extends AppError {
  /** The LMS's origin, once known: its frame may show the refusal page (else it shows an error). */
  frameAncestor?: string;

  constructor(
    statusCode: 400 | 401 | 403,
    message: ServerMessage,
    readonly reason: string,
  ) {
    const codes: Record<number, ErrorCode> = {
      400: 'bad_request',
      401: 'unauthorized',
      403: 'forbidden',
    };
    super(statusCode, codes[statusCode] ?? 'bad_request', message);
  }
}

/** The sentences people read, by what went wrong; the reason logged says which rule. */
export const refusals = {
  startAgain: (reason: string) =>
    new LtiRefusal(
      401,
      /*i18n*/ {
        id: 'lti.sign-in-expired-or-not-started-here',
        message:
          'This sign-in from your course has expired or was not started here. Open the activity again from your course.',
      },
      reason,
    ),
  notTrusted: (reason: string) =>
    new LtiRefusal(
      401,
      /*i18n*/ {
        id: 'lti.launch-not-confirmed',
        message:
          'Sparked could not confirm this launch came from your course. Open the activity again; if it keeps happening, tell your LMS administrator.',
      },
      reason,
    ),
  notThisBrowser: (reason: string) =>
    new LtiRefusal(
      401,
      /*i18n*/ {
        id: 'lti.sign-in-not-from-this-browser',
        message:
          'Sparked could not confirm this sign-in was started in this browser by your course. Open the activity again from your course.',
      },
      reason,
    ),
  notRegistered: (reason: string) =>
    new LtiRefusal(
      403,
      /*i18n*/ {
        id: 'lti.course-not-connected',
        message:
          'This course is not connected to Sparked. Ask your LMS administrator to register Sparked for it.',
      },
      reason,
    ),
  malformed: (reason: string) =>
    new LtiRefusal(
      400,
      /*i18n*/ {
        id: 'lti.launch-unreadable',
        message:
          'Your course sent a launch Sparked cannot read. Ask your LMS administrator to check the Sparked link.',
      },
      reason,
    ),
};

/** The refusal page's own sentences. */
const said = {
  couldNotOpen: /*i18n*/ {
    id: 'lti.could-not-open-this-activity',
    message: 'Sparked could not open this activity',
  },
  requestUnreadable: /*i18n*/ {
    id: 'lti.request-unreadable',
    message:
      'Your course sent a request Sparked cannot read. Open the activity again from your course.',
  },
} satisfies Record<string, ServerMessage>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A small page of Sparked's own, shown inside the LMS: a title and one sentence, in the language
 * of the person's browser (`pageLocale`).
 */
export function page(locale: Locale, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">${escapeHtml(title)}</h1>
<p>${body}</p>
</body>
</html>
`;
}

export { escapeHtml };

/** A translated sentence as HTML: its words in `<0>…</0>` become what `wrap` makes of them. */
export const sentenceHtml = (sentence: string, wrap: (words: string) => string) =>
  escapeHtml(sentence).replace(/&#60;0&#62;(.*?)&#60;\/0&#62;/, (_tag, words: string) =>
    wrap(words),
  );

/** The language of a page shown in the LMS: the browser's, since who it is may be unknown yet. */
export const pageLocale = (request: FastifyRequest): Locale =>
  readerLocale(null, request.headers['accept-language']);

/** Whether the caller is a browser navigating (it accepts HTML), not a program reading JSON. */
const wantsPage = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/**
 * The tool's addresses are opened by a browser inside the LMS: a refusal there is a page with one
 * sentence, logged with its reason; a program (no HTML accepted) gets the one JSON error shape.
 * Anything else goes on to the app's error handler, so a fault is never shown as a trace.
 */
export function answerRefusalsWithPages(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const onToolRoute = request.routeOptions.config.endpoint?.api === 'lti';
    const status = error.statusCode ?? 500;
    if (error instanceof LtiRefusal)
      request.log.warn({ reason: error.reason, status }, 'LTI request refused');
    if (!onToolRoute || !wantsPage(request) || status >= 500 || status < 400) throw error;
    if (error instanceof LtiRefusal && error.frameAncestor) {
      const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.raw.removeHeader('x-frame-options');
      reply.header(
        'content-security-policy',
        policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${error.frameAncestor}`),
      );
    }
    const locale = pageLocale(request);
    const sentence =
      error instanceof AppError
        ? sentenceIn(locale, error.message, error.entry)
        : translate(locale, said.requestUnreadable);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(page(locale, translate(locale, said.couldNotOpen), escapeHtml(sentence)));
  });
}
