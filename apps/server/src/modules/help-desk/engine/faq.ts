import type { AssistantReply } from '@sparked/contracts';
import { said } from '../../../i18n/reader';
import type { KnowledgeEntry } from './knowledge-base';
import * as say from './replies';
import { createRetriever } from './retrieval';

/** Closest topics offered when no entry answers; the same bar the conversation uses. */
const minSuggestionConfidence = 0.15;

export interface FaqResponder {
  /** The knowledge-base answer to a question, or an honest "I don't know" naming the closest topics. */
  reply(question: string): AssistantReply;
}

/**
 * The offline answer of a standard assistant: knowledge-base retrieval without Janus's tickets
 * and troubleshooting, which belong to the help desk.
 */
export function createFaqResponder(knowledgeBase: readonly KnowledgeEntry[]): FaqResponder {
  const retriever = createRetriever(knowledgeBase);
  return {
    reply(question) {
      const known = retriever.best(question);
      if (known) return say.answer(known.entry);
      const closest = retriever
        .search(question, 3)
        .filter((candidate) => candidate.confidence >= minSuggestionConfidence);
      const near = closest.length ? ` ${say.closestTopics(closest)}` : '';
      const unknown = said(
        /*i18n*/ {
          id: 'faq.do-not-know',
          message:
            "I don't know the answer to that; offline I can only answer questions about Sparked.",
        },
      );
      const elsewhere = said(
        /*i18n*/ {
          id: 'faq.ask-janus',
          message: 'For anything else, ask Janus in the help desk to file a ticket.',
        },
      );
      return {
        type: 'text',
        message: `${unknown}${near}\n\n${elsewhere}`,
        close_thread: false,
      };
    },
  };
}
