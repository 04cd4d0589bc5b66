import {
  type AssistantTicket,
  localeNames,
  type RichDocument,
  sourceLocale,
} from '@sparked/contracts';
import { type ServerMessage, translate } from '../../../i18n/catalogues';
import { readersLocale } from '../../../i18n/reader';
import { isFiller } from './intents';
import type { TicketDraft } from './ticket-draft';
import { troubleshootingGuides } from './troubleshooting';
import type { JanusUser } from './user-context';

/**
 * The ticket is for the help desk's staff and Jira: in English whatever the learner's language
 * (decision 0046), which the description names so staff can answer in it.
 */
const english = (message: ServerMessage) => translate(sourceLocale, message);

/** Long enough for a full account, short enough that one pasted log cannot swamp a ticket. */
const maxFieldLength = 2000;
/** A title staff can scan in a list; the description carries the rest. */
const maxTitleLength = 70;

const graphemes = new Intl.Segmenter();

/** Cuts between words, never inside one (nor inside an emoji or an accented letter). */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(graphemes.segment(flat), ({ segment }) => segment);
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A single word longer than half the room is cut, since no word boundary is near.
  const words = space > cut.length / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:-]+$/, '')}…`;
}

/** Steps are written in the chat's markdown; the ticket is a rich document, so drop the marks. */
function plain(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)').replace(/`([^`]+)`/g, '$1');
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](?:\s|$)/);
  return end > 0 ? flat.slice(0, end) : flat;
}

/**
 * How people start a report, which a title does without: "I want to report a bug where…", or a
 * "Bug:" label of their own. Each opening must be whole words ("Hi" goes, "History" stays), and a
 * filler only goes when a comma says it is one ("So, the quiz…", but "So many quizzes…").
 */
const preamble =
  /^(?:(?:(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|day))(?:\s+there)?|something(?: is|'s|’s) (?:broken|wrong)(?=\s*:)|(?:so|um|well|ok|okay)(?=\s*[,.!])|please|sorry|janus|i think|the problem is(?: that)?|my problem is(?: that)?|(?:i (?:want|need|would like) to )?report(?:ing)? (?:a|the) (?:bug|problem|issue)|(?:i )?found (?:a|the) (?:bug|problem|issue)|there is (?:a|an) (?:bug|problem|issue)|(?:bug|problem|issue)(?=\s*:)|(?:i need|i want|can you|could you)(?: to)?(?: help(?: me)?(?: with)?)?)(?![\p{L}\p{N}'’])(?:\s+(?:where|that|with|in which)(?![\p{L}\p{N}]))?[\s,:;.!-]*)+/iu;

/** Upper-cases the first letter only where that keeps it one letter ("ß" would become "SS"). */
function capitalised(text: string): string {
  const [first = '', ...rest] = text;
  const upper = first.toUpperCase();
  return `${[...upper].length === 1 ? upper : first}${rest.join('')}`;
}

/** A title a person would write: the gist of a sentence, without the preamble, capitalised. */
export function shortTitle(text: string): string {
  // The preamble goes first, as it may end a sentence of its own: "Hello! The quiz is blank".
  const gist = firstSentence(text.trim().replace(preamble, '')).trim() || firstSentence(text);
  return clip(capitalised(gist), maxTitleLength);
}

export function ticketTitle(draft: TicketDraft): string {
  const guide = draft.topic ? troubleshootingGuides[draft.topic] : undefined;
  // What went wrong says most about a bug; what they need, about a request. A skipped or filler
  // answer ("skip", "idk") says nothing, so the title falls back to the user's opening words.
  const candidates =
    draft.kind === 'bug'
      ? [draft.answers.actual, draft.summary, draft.answers.doing]
      : [draft.answers.need, draft.summary];
  const told = candidates.find((text) => text?.trim() && !isFiller(text));
  const what = told ? shortTitle(told) : undefined;
  if (draft.kind === 'task') return `Assistance: ${what ?? 'request from the help desk'}`;
  if (guide) return what ? `${english(guide.title)}: ${what}` : `${english(guide.title)} problem`;
  return `Bug: ${what ?? 'reported through the help desk'}`;
}

/**
 * The description as a rich document (spec §3): one paragraph per fact, labelled, so staff read
 * it at a glance in the ticket view. Empty facts are left out, since ProseMirror refuses empty
 * text nodes.
 */
export function ticketDescription(draft: TicketDraft, user: JanusUser): RichDocument {
  const language = readersLocale();
  const lines: string[] = [
    `Filed by Janus, the help-desk assistant, for a ${user.role}.`,
    ...labelled([
      // Staff answer the learner in the language Janus spoke with them.
      ['Language of the conversation', language === sourceLocale ? '' : localeNames[language]],
      [draft.kind === 'task' ? 'Request' : 'Problem', draft.summary],
      ['Request', draft.answers.need],
      ['What they were doing', draft.answers.doing],
      ['What they expected', draft.answers.expected],
      ['What happened', draft.answers.actual],
      ['Details', draft.answers.details],
      ...draft.notes.map((note): [string, string] => ['Also said', note]),
      ['Page', user.pagePath],
      ['Course', user.course],
    ]),
  ];
  if (draft.topic) {
    const guide = troubleshootingGuides[draft.topic];
    lines.push(`Troubleshooting already tried (${english(guide.title)}), without success:`);
    for (const step of guide.rounds(user).flat()) lines.push(`- ${plain(english(step))}`);
  }
  lines.push(`Screenshots: ${draft.screenshots ? 'attached by the user' : 'none'}.`);
  return {
    type: 'doc',
    content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

function labelled(facts: Array<[label: string, value: string | undefined]>): string[] {
  return facts
    .filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()))
    .map(([label, value]) => `${label}: ${clip(value, maxFieldLength)}`);
}

export function buildTicket(draft: TicketDraft, user: JanusUser): AssistantTicket {
  return { title: ticketTitle(draft), description: ticketDescription(draft, user) };
}
