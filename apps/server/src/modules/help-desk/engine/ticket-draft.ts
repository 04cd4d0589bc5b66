import type { TroubleshootingTopic } from './troubleshooting';

/** The questions Janus may ask while gathering a ticket, in the order it asks them. */
export const draftQuestions = ['doing', 'expected', 'actual', 'need', 'details'] as const;
export type DraftQuestion = (typeof draftQuestions)[number];

/** What Janus has learned about a ticket so far; it becomes the ticket's description. */
export interface TicketDraft {
  kind: 'bug' | 'task';
  /** The user's own first words about it, when they said more than "report a bug". */
  summary?: string;
  /** Set when the ticket follows failed troubleshooting: its steps were already tried. */
  topic?: TroubleshootingTopic;
  answers: Partial<Record<DraftQuestion, string>>;
  /** Anything said that answered no question (added while the screenshot box was open). */
  notes: string[];
  screenshots: boolean;
  /** The user offered images for an assistance ticket, so Janus asks for them. */
  screenshotOffered: boolean;
}

export function newDraft(
  kind: TicketDraft['kind'],
  fields: Partial<TicketDraft> = {},
): TicketDraft {
  return { kind, answers: {}, notes: [], screenshots: false, screenshotOffered: false, ...fields };
}

/**
 * The questions still to ask. After troubleshooting the topic says what they were doing and what
 * they expected, and a detailed first message already says what went wrong: Janus asks only for
 * what it does not know.
 */
export function remainingQuestions(draft: TicketDraft): DraftQuestion[] {
  const wanted: DraftQuestion[] =
    draft.kind === 'task'
      ? draft.summary
        ? ['details']
        : ['need', 'details']
      : draft.topic
        ? ['actual']
        : draft.summary
          ? ['doing', 'expected']
          : ['doing', 'expected', 'actual'];
  return wanted.filter((question) => draft.answers[question] === undefined);
}
