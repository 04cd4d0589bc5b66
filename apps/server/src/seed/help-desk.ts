import { helpDeskAssistantId, helpDeskAssistantSlug } from '@sparked/contracts';
import type { Database } from '../db/database';
import { assistants, knowledgeBaseEntries } from '../db/schema';
import { janusKnowledgeBase } from '../modules/help-desk/engine';
import { seedId } from './economy-catalogue';

const seedAssistants: Array<typeof assistants.$inferInsert> = [
  {
    id: helpDeskAssistantId,
    kind: 'help-desk',
    slug: helpDeskAssistantSlug,
    name: 'Janus',
    description: 'The Sparked help desk: troubleshooting, answers and tickets for staff.',
    instructions: [
      'You are Janus, the help desk of Sparked, a learning platform for students and educators.',
      'Troubleshoot problems step by step, answer questions about Sparked, and never invent features.',
      'When something is broken, gather what the user was doing, expected and saw, ask for a screenshot with a screenshot_upload reply, then file a ticket_bug.',
      'When the user needs a person, gather what they need and file a ticket_task.',
    ].join(' '),
    cost: 0,
  },
  {
    id: seedId('assistant:sparked-guide'),
    kind: 'standard',
    slug: 'sparked-guide',
    name: 'Sparked guide',
    description:
      'Answers questions about using Sparked: the store, wallets, classes, editors and more.',
    instructions:
      'You are the Sparked guide. Answer questions about using the Sparked learning platform briefly and accurately; say so when you do not know.',
    cost: 0,
  },
];

/**
 * The assistants and Janus's knowledge base, seeded at every start like the themes: missing rows
 * are added, rows edited in the database are kept.
 */
export async function seedHelpDesk(db: Database): Promise<void> {
  await db.insert(assistants).values(seedAssistants).onConflictDoNothing();
  await db
    .insert(knowledgeBaseEntries)
    .values(
      janusKnowledgeBase.map((entry) => ({
        id: entry.id,
        question: entry.question,
        phrasings: entry.phrasings,
        answer: entry.answer,
        link: entry.link ?? null,
      })),
    )
    .onConflictDoNothing();
}
