import type { AssistantReply } from '@sparked/contracts';
import type { ServerMessage } from '../../../i18n/catalogues';
import { said } from '../../../i18n/reader';
import { inReadersLanguage, type KnowledgeEntry } from './knowledge-base';
import type { Candidate } from './retrieval';
import { buildTicket } from './ticket';
import type { DraftQuestion, TicketDraft } from './ticket-draft';
import { type TroubleshootingTopic, troubleshootingGuides } from './troubleshooting';
import type { JanusUser } from './user-context';

/** Everything Janus says, as spec §3 reply values; the conversation decides which and when. */

const text = (message: string): AssistantReply => ({ type: 'text', message, close_thread: false });

// Written in the reader's language (decision 0046, `said`); Janus understands answers in English
// and Filipino alike (`intents.ts`).
const capabilities = () =>
  [
    said(
      /*i18n*/ {
        id: 'janus.can-troubleshoot',
        message: '- troubleshoot a problem with you, step by step',
      },
    ),
    said(
      /*i18n*/ {
        id: 'janus.can-file-bug',
        message: '- file a bug ticket when something is broken',
      },
    ),
    said(
      /*i18n*/ {
        id: 'janus.can-file-assistance',
        message: '- file an assistance ticket when you need a person to help',
      },
    ),
    said(/*i18n*/ { id: 'janus.can-answer', message: '- answer questions about Sparked' }),
  ].join('\n');

const anythingElse = () =>
  said(/*i18n*/ { id: 'janus.anything-else', message: 'Is there anything else I can help with?' });

export const greeting = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.greeting', message: "Hi, I'm Janus, the Sparked help desk. I can:" })}\n${capabilities()}\n\n${said(/*i18n*/ { id: 'janus.what-can-i-do', message: 'What can I do for you?' })}`,
  );

export const howCanIHelp = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.how-can-i-help', message: 'How can I help? I can:' })}\n${capabilities()}`,
  );

export const welcome = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.you-are-welcome', message: "You're welcome!" })} ${anythingElse()}`,
  );

export const goodbye = (): AssistantReply =>
  text(
    said(
      /*i18n*/ {
        id: 'janus.goodbye',
        message: 'Goodbye! Open this chat again whenever you need help.',
      },
    ),
  );

export const notHeard = (): AssistantReply =>
  text(
    said(
      /*i18n*/ {
        id: 'janus.not-heard',
        message: "I didn't catch that. Could you type your question or describe the problem?",
      },
    ),
  );

export const nothingToCancel = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.nothing-to-cancel', message: 'There is nothing to cancel.' })} ${said(/*i18n*/ { id: 'janus.what-can-i-do', message: 'What can I do for you?' })}`,
  );

export const dropped = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.will-not-file', message: "Okay, I won't file it." })} ${anythingElse()}`,
  );

export const declined = (): AssistantReply =>
  text(`${said(/*i18n*/ { id: 'janus.okay', message: 'Okay.' })} ${anythingElse()}`);

export const fixed = (): AssistantReply =>
  text(
    `${said(/*i18n*/ { id: 'janus.glad-it-sorted', message: 'Great, glad that sorted it!' })} ${anythingElse()}`,
  );

const yesOrNoHint = () =>
  said(
    /*i18n*/ { id: 'janus.did-that-fix-it', message: 'Did that fix it? Please answer yes or no.' },
  );

export function troubleshootingRound(
  topic: TroubleshootingTopic,
  round: number,
  user: JanusUser,
): AssistantReply {
  const guide = troubleshootingGuides[topic];
  const steps = (guide.rounds(user)[round] ?? []).map((step) => `- ${said(step)}`).join('\n');
  const opening =
    round === 0
      ? said(
          /*i18n*/ {
            id: 'janus.troubleshoot-together',
            message: "Let's troubleshoot this together ({topic}). Please try these steps:",
            values: { topic: said(guide.title).toLowerCase() },
          },
        )
      : said(
          /*i18n*/ {
            id: 'janus.more-things-to-try',
            message: 'Sorry that did not help. A few more things to try:',
          },
        );
  return text(`${opening}\n${steps}\n\n${yesOrNoHint()}`);
}

export function offerTicketAfterTroubleshooting(draft: TicketDraft): AssistantReply {
  return text(
    said(
      /*i18n*/ {
        id: 'janus.offer-ticket-after-steps',
        message:
          "I'm sorry those steps didn't fix it. Shall I file {kind, select, bug {a bug ticket} other {an assistance ticket}} so the team can look into it? (yes or no)",
        values: { kind: draft.kind },
      },
    ),
  );
}

/** The knowledge base's nearest articles, by their questions, under a heading. */
export function closestTopics(closest: readonly Candidate[]): string {
  const heading = said(
    /*i18n*/ { id: 'faq.closest-topics', message: 'The closest topics I know are:' },
  );
  const questions = closest.map(({ entry }) => `- ${inReadersLanguage(entry).question}`);
  return [heading, ...questions].join('\n');
}

export function offerTicketForUnknown(closest: readonly Candidate[]): AssistantReply {
  const unsure = said(
    /*i18n*/ {
      id: 'janus.not-sure',
      message: "I'm not sure about that one, and I'd rather not guess.",
    },
  );
  const offer = said(
    /*i18n*/ {
      id: 'janus.offer-assistance-ticket',
      message:
        'Would you like me to file an assistance ticket so a person can answer you? (yes or no)',
    },
  );
  const near = closest.length ? `\n\n${closestTopics(closest)}` : '';
  return text(`${unsure}${near}\n\n${offer}`);
}

export function offerBugTicket(): AssistantReply {
  return text(
    said(
      /*i18n*/ {
        id: 'janus.offer-bug-ticket',
        message:
          "I'm sorry something went wrong. I don't have steps for this one, but I can file a bug ticket so the team can fix it. Shall I? (yes or no)",
      },
    ),
  );
}

/** A knowledge-base entry's answer, with its link when the answer does not already hold it. */
export function answer(entry: KnowledgeEntry): AssistantReply {
  const { answer, link } = inReadersLanguage(entry);
  const more =
    link && !answer.includes(`](${link.href})`)
      ? `\n\n${said(
          /*i18n*/ {
            id: 'help-article.more',
            message: 'More: [{label}]({href})',
            values: { label: link.label, href: link.href },
          },
        )}`
      : '';
  return text(`${answer}${more}`);
}

const questionTexts: Record<DraftQuestion, ServerMessage> = {
  doing: /*i18n*/ {
    id: 'janus.question.doing',
    message:
      'What were you doing when it happened? For example, the page you were on and what you pressed.',
  },
  expected: /*i18n*/ { id: 'janus.question.expected', message: 'What did you expect to happen?' },
  actual: /*i18n*/ {
    id: 'janus.question.actual',
    message: 'What happened instead? Please include any error message, word for word if you can.',
  },
  need: /*i18n*/ {
    id: 'janus.question.need',
    message: 'What do you need a person to help you with?',
  },
  details: /*i18n*/ {
    id: 'janus.question.details',
    message:
      'Is there anything else staff should know, such as the class, the module or a deadline? Say no to skip.',
  },
};

/** The next gathering question, with an opening when the flow has just started. */
export function ask(question: DraftQuestion, opening?: string): AssistantReply {
  const asked = said(questionTexts[question]);
  return text(opening ? `${opening}\n\n${asked}` : asked);
}

/** The same question again, when the message did not answer it. */
export function askAgain(question: DraftQuestion): AssistantReply {
  return text(
    said(
      /*i18n*/ {
        id: 'janus.ask-again',
        message:
          'I\'ll file it as soon as I know a little more. {question} (Say "cancel" to stop.)',
        values: { question: said(questionTexts[question]) },
      },
    ),
  );
}

export const bugOpening = () =>
  said(
    /*i18n*/ {
      id: 'janus.bug-opening',
      message:
        "I'm sorry something went wrong. I'll file a bug ticket for the team; first, a few questions.",
    },
  );

/** What Janus says as it starts gathering a ticket. */
export function ticketOpening(draft: TicketDraft): string {
  if (draft.topic)
    return said(
      /*i18n*/ {
        id: 'janus.ticket-opening.after-steps',
        message: "Okay, I'll file a ticket with the steps you already tried.",
      },
    );
  return draft.kind === 'bug'
    ? bugOpening()
    : said(
        /*i18n*/ {
          id: 'janus.ticket-opening.assistance',
          message: "I'll file an assistance ticket so a member of staff can help you.",
        },
      );
}

export const imagesNoted = () =>
  said(/*i18n*/ { id: 'janus.images-noted', message: 'Thanks, I have your images.' });

export function screenshotRequest(again: boolean): AssistantReply {
  return {
    type: 'screenshot_upload',
    message: again
      ? said(
          /*i18n*/ {
            id: 'janus.screenshot-request-again',
            message:
              "Thanks, I've added that. You can still attach a screenshot below and press Attach Images, or say skip to file the ticket without one.",
          },
        )
      : said(
          /*i18n*/ {
            id: 'janus.screenshot-request',
            message:
              'A screenshot helps the team see what you saw. Drag images into the box below (or click it to pick files), then press Attach Images. No screenshot? Just say skip.',
          },
        ),
    close_thread: false,
  };
}

export function ticketFiled(draft: TicketDraft, user: JanusUser): AssistantReply {
  const values = { screenshots: draft.screenshots ? 'attached' : 'none' };
  return {
    type: draft.kind === 'bug' ? 'ticket_bug' : 'ticket_task',
    message:
      draft.kind === 'bug'
        ? said(
            /*i18n*/ {
              id: 'janus.ticket-filed.bug',
              message:
                "Thank you. {screenshots, select, attached {I've filed a bug ticket with your screenshots for the team.} other {I've filed a bug ticket for the team.}} Its ticket ID appears below, and you can follow it on your profile.",
              values,
            },
          )
        : said(
            /*i18n*/ {
              id: 'janus.ticket-filed.assistance',
              message:
                "Thank you. {screenshots, select, attached {I've filed an assistance ticket with your screenshots; a member of staff will pick it up.} other {I've filed an assistance ticket; a member of staff will pick it up.}} Its ticket ID appears below, and you can follow it on your profile.",
              values,
            },
          ),
    close_thread: true,
    ticket: buildTicket(draft, user),
  };
}
