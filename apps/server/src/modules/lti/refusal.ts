import type { ErrorCode } from '@sparked/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';

/**
 * A launch or login Sparked refuses: a sentence for the person in the LMS (what to do), and the
 * rule it broke for the log, which the person never sees.
 */
export class LtiRefusal extends AppError {
  /** The LMS's origin, once known: its frame may show the refusal page (else it shows an error). */
  frameAncestor?: string;

  constructor(
    statusCode: 400 | 401 | 403,
    message: string,
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
      'This sign-in from your course has expired or was not started here. Open the activity again from your course.',
      reason,
    ),
  notTrusted: (reason: string) =>
    new LtiRefusal(
      401,
      'Sparked could not confirm this launch came from your course. Open the activity again; if it keeps happening, tell your LMS administrator.',
      reason,
    ),
  notThisBrowser: (reason: string) =>
    new LtiRefusal(
      401,
      'Sparked could not confirm this sign-in was started in this browser by your course. Open the activity again from your course.',
      reason,
    ),
  notRegistered: (reason: string) =>
    new LtiRefusal(
      403,
      'This course is not connected to Sparked. Ask your LMS administrator to register Sparked for it.',
      reason,
    ),
  malformed: (reason: string) =>
    new LtiRefusal(
      400,
      'Your course sent a launch Sparked cannot read. Ask your LMS administrator to check the Sparked link.',
      reason,
    ),
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small page of Sparked's own, shown inside the LMS: a title and one sentence. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
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
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Sparked could not open this activity',
          escapeHtml(
            error instanceof AppError
              ? error.message
              : 'Your course sent a request Sparked cannot read. Open the activity again from your course.',
          ),
        ),
      );
  });
}
