import { type AssistantKind, assistantKinds } from '@sparked/contracts';
import { AppError } from '../../http/errors';
import { domainPlugin } from '../core/platform';
import { createAssistantCharges } from './charges';
import { createProvider, type LocalReplier } from './providers';
import { registerAssistants } from './register';
import { createRunner, type Runner } from './runner';
import { type AssistantService, createAssistantService } from './service';
import { withTutors } from './tutors';

/** A run older than this cannot still be running anywhere: the provider would have timed out. */
const staleGraceMs = 30_000;

/** The assistants' runtime, and where the domain that knows what to say plugs in. */
export interface Assistants {
  service: AssistantService;
  runner: Runner;
  /** Answers a kind's prompts when no model is configured (`LLM_PROVIDER=local`). */
  answerOffline(kind: AssistantKind, replier: LocalReplier): void;
  /** The message a new thread of this kind opens with. */
  openWith(kind: AssistantKind, opening: () => string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    assistants: Assistants;
  }
}

/**
 * Assistant threads, runs and charges (decision 0005). The runtime knows no assistant's words:
 * the help desk, registered after it, supplies the offline answers and Janus's opening. At
 * start-up, runs the previous process left unfinished are failed.
 */
export const assistantsPlugin = domainPlugin(
  { name: 'assistants', dependencies: ['wallets'], publishes: true },
  async (app, { db, config }) => {
    const offline: Partial<Record<AssistantKind, LocalReplier>> = {};
    const openings: Partial<Record<AssistantKind, () => string>> = {};
    const answered =
      (kind: AssistantKind): LocalReplier =>
      async (request) => {
        const replier = offline[kind];
        if (!replier)
          throw new AppError(
            503,
            'unavailable',
            /*i18n*/ {
              id: 'assistants.this-assistant-has-nothing-to-say',
              message: 'This assistant has nothing to say yet.',
            },
          );
        return replier(request);
      };
    const repliers = Object.fromEntries(assistantKinds.map((kind) => [kind, answered(kind)]));
    const timeoutMs = config.llm.provider === 'openai' ? config.llm.timeoutMs : 60_000;
    const charges = createAssistantCharges(app.walletBook);
    const runner = createRunner({
      db,
      provider: createProvider(
        config.llm,
        withTutors(repliers as Record<AssistantKind, LocalReplier>),
      ),
      charges,
      log: app.log,
      staleAfterMs: timeoutMs + staleGraceMs,
    });
    const service = createAssistantService({ db, runner, charges, openings });
    app.decorate('assistants', {
      service,
      runner,
      answerOffline: (kind, replier) => {
        offline[kind] = replier;
      },
      openWith: (kind, opening) => {
        openings[kind] = opening;
      },
    } satisfies Assistants);
    await runner.recover();
    app.addHook('onClose', () => runner.drain());
    registerAssistants(app, { service });
  },
);
