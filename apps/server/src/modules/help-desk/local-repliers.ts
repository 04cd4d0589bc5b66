import type { AssistantKind } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { LocalReplier } from '../assistants';
import {
  createFaqResponder,
  createLocalJanusEngine,
  type FaqResponder,
  type JanusEngine,
} from './engine';
import { knowledgeRepository } from './knowledge-repository';

/**
 * The offline answers of every assistant kind, all drawn from the help desk's knowledge base:
 * Janus (troubleshooting and tickets) for the help desk, knowledge-base answers for standard
 * assistants. Both are rebuilt only when the knowledge base changes.
 */
export function createLocalRepliers(db: Database): Record<AssistantKind, LocalReplier> {
  let built: { version: string; janus: JanusEngine; faq: FaqResponder } | undefined;
  async function current() {
    const version = await knowledgeRepository.version(db);
    if (built?.version !== version) {
      const entries = await knowledgeRepository.entries(db);
      built = { version, janus: createLocalJanusEngine(entries), faq: createFaqResponder(entries) };
    }
    return built;
  }
  return {
    'help-desk': async ({ history, prompt, user }) =>
      (await current()).janus.reply({ messages: history, prompt, user }),
    standard: async ({ prompt }) => (await current()).faq.reply(prompt),
  };
}
