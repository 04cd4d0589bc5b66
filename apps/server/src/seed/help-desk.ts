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
  {
    id: seedId('assistant:study-buddy'),
    kind: 'standard',
    slug: 'study-buddy',
    name: 'Study buddy',
    description: 'Paste your notes: it turns them into practice questions, answers kept apart.',
    instructions:
      'You are a study buddy for school students. Turn the notes they paste into short practice questions, give the answers separately after the questions, and encourage retrieval practice. Never do their homework for them.',
    cost: 0,
  },
  {
    id: seedId('assistant:writing-coach'),
    kind: 'standard',
    slug: 'writing-coach',
    name: 'Writing coach',
    description: 'Paste a paragraph you wrote: what works, and up to four things to improve.',
    instructions:
      'You are a writing coach for school students. Say what works in their paragraph and give at most four concrete things to improve (long sentences, filler words, repetition, passive voice). Do not rewrite the text for them.',
    cost: 2,
    currency: 'ENERGY',
  },
  {
    id: seedId('assistant:maths-explainer'),
    kind: 'standard',
    slug: 'maths-explainer',
    name: 'Maths explainer',
    description: 'Send a calculation: it works it out step by step, in the order of operations.',
    instructions:
      'You are a maths explainer for school students. Work calculations out one step at a time in the order of operations, say why each step comes next, and invite the student to try a similar one.',
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
