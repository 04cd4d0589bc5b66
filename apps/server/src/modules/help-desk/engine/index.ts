import { type AssistantReply, type ThreadMessage, threadMessageText } from '@sparked/contracts';
import { replay, step } from './conversation';
import type { KnowledgeEntry } from './knowledge-base';
import { greeting } from './replies';
import { createRetriever } from './retrieval';
import type { JanusUser } from './user-context';

export type { ConversationState } from './conversation';
export { createFaqResponder, type FaqResponder } from './faq';
export { janusKnowledgeBase, type KnowledgeEntry } from './knowledge-base';
export { greeting as janusGreeting } from './replies';
export type { JanusUser } from './user-context';

export interface JanusRequest {
  /** The thread's earlier messages, oldest first, without the new prompt. */
  messages: readonly ThreadMessage[];
  /** The new user message. */
  prompt: string;
  user: JanusUser;
}

export interface JanusEngine {
  /** Janus's answer to the prompt: a spec §3 reply value, to be stored as the message's JSON. */
  reply(request: JanusRequest): AssistantReply;
  /** The opening message with the capability list, for a new thread. */
  greeting(): AssistantReply;
}

/**
 * The offline `local` provider's Janus. The knowledge base is indexed once here, so build one
 * engine per knowledge-base version rather than per request.
 */
export function createLocalJanusEngine(knowledgeBase: readonly KnowledgeEntry[]): JanusEngine {
  const retriever = createRetriever(knowledgeBase);
  return {
    reply({ messages, prompt, user }) {
      const context = { user, retriever };
      const userMessages = messages
        .filter((message) => message.role === 'user')
        .map(threadMessageText);
      return step(replay(userMessages, context), prompt, context).reply;
    },
    greeting,
  };
}
