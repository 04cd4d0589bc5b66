import type { AssistantReply } from '@sparked/contracts';
import {
  createFaqResponder,
  createLocalJanusEngine,
  type FaqResponder,
  type JanusEngine,
  type KnowledgeEntry,
} from '../../help-desk/engine';
import type { AssistantProvider } from './provider';

export interface KnowledgeSource {
  /** A value that changes whenever the knowledge base does. */
  version(): Promise<string>;
  entries(): Promise<KnowledgeEntry[]>;
}

/**
 * The offline provider: Janus's engine for the help desk, knowledge-base answers for standard
 * assistants. Both are rebuilt only when the knowledge base in the database changes.
 */
export function createLocalProvider(knowledge: KnowledgeSource): AssistantProvider {
  let built: { version: string; janus: JanusEngine; faq: FaqResponder } | undefined;
  async function current() {
    const version = await knowledge.version();
    if (built?.version !== version) {
      const entries = await knowledge.entries();
      built = {
        version,
        janus: createLocalJanusEngine(entries),
        faq: createFaqResponder(entries),
      };
    }
    return built;
  }
  return {
    async reply({ assistant, history, prompt, user }) {
      const { janus, faq } = await current();
      const reply: AssistantReply =
        assistant.kind === 'help-desk'
          ? janus.reply({ messages: history, prompt, user })
          : faq.reply(prompt);
      return JSON.stringify(reply);
    },
  };
}
