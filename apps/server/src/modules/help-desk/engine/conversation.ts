import type { AssistantReply } from '@sparked/contracts';
import {
  detectIntent,
  hasDetail,
  isCancel,
  isFiller,
  isImagesUploaded,
  isLookingFor,
  isNonAnswer,
  offersScreenshot,
  withoutGreeting,
  yesOrNo,
} from './intents';
import * as say from './replies';
import type { Retriever } from './retrieval';
import { newDraft, remainingQuestions, type TicketDraft } from './ticket-draft';
import { type TroubleshootingTopic, troubleshootingGuides } from './troubleshooting';
import type { JanusUser } from './user-context';

/**
 * The conversation state machine. Janus keeps no memory between calls: the state is rebuilt by
 * replaying the thread's earlier user messages through `step` (see `replay`). Being pure and
 * deterministic, the replay reaches exactly the state the previous call ended in, without
 * hidden markers in the messages and without parsing Janus's own wording.
 */
export type ConversationState =
  | { stage: 'idle' }
  /** Steps of `round` were shown; waiting for "did that fix it?". */
  | { stage: 'troubleshooting'; topic: TroubleshootingTopic; round: number; problem: string }
  /** A ticket was offered; waiting for yes or no. */
  | { stage: 'ticket-offer'; draft: TicketDraft }
  /** Waiting for the answer to `draft`'s next remaining question. */
  | { stage: 'gathering'; draft: TicketDraft }
  /** The screenshot box is open; waiting for 'Images uploaded' or a skip. */
  | { stage: 'screenshot'; draft: TicketDraft };

export interface Turn {
  state: ConversationState;
  reply: AssistantReply;
}

export interface ConversationContext {
  user: JanusUser;
  retriever: Retriever;
}

export const initialState: ConversationState = { stage: 'idle' };

/** Closest topics offered with an "I don't know", when they are at least this related. */
const minSuggestionConfidence = 0.15;

const idle = (reply: AssistantReply): Turn => ({ state: initialState, reply });

/** Asks the next remaining question, or moves on to the screenshot or the ticket. */
function advance(draft: TicketDraft, context: ConversationContext, opening?: string): Turn {
  const [next] = remainingQuestions(draft);
  if (next) return { state: { stage: 'gathering', draft }, reply: say.ask(next, opening) };
  const wantsScreenshot = draft.kind === 'bug' || draft.screenshotOffered;
  if (wantsScreenshot && !draft.screenshots) {
    return { state: { stage: 'screenshot', draft }, reply: say.screenshotRequest(false) };
  }
  return idle(say.ticketFiled(draft, context.user));
}

function startTicket(kind: TicketDraft['kind'], text: string, context: ConversationContext): Turn {
  const draft = newDraft(kind, hasDetail(text) ? { summary: text } : {});
  return advance(draft, context, say.ticketOpening(draft));
}

function startTroubleshooting(topic: TroubleshootingTopic, problem: string, user: JanusUser): Turn {
  return {
    state: { stage: 'troubleshooting', topic, round: 0, problem },
    reply: say.troubleshootingRound(topic, 0, user),
  };
}

/** A message outside any flow, or one that does not answer the flow's question. */
function route(said: string, context: ConversationContext): Turn {
  // Retrieval and the ticket work from the request itself, without a greeting in front of it.
  const text = withoutGreeting(said);
  const intent = detectIntent(text);
  switch (intent.kind) {
    case 'images-uploaded': {
      const draft = newDraft('bug', { screenshots: true });
      return advance(draft, context, `${say.imagesNoted()} ${say.bugOpening()}`);
    }
    case 'cancel':
      return idle(say.nothingToCancel());
    case 'greeting':
      return idle(say.greeting());
    case 'thanks':
      return idle(say.welcome());
    case 'bye':
      return idle(say.goodbye());
    case 'report-bug':
      return startTicket('bug', text, context);
    case 'request-assistance':
      return startTicket('task', text, context);
    case 'troubleshoot':
      return startTroubleshooting(intent.topic, text, context.user);
    case 'problem': {
      // "I can't find the leaderboard" is a question in disguise: answer it if the FAQ can.
      const known = isLookingFor(text) ? context.retriever.best(text) : undefined;
      if (known) return idle(say.answer(known.entry));
      return {
        state: { stage: 'ticket-offer', draft: newDraft('bug', { summary: text }) },
        reply: say.offerBugTicket(),
      };
    }
    case 'question':
      return answerQuestion(text, context);
  }
}

function answerQuestion(text: string, context: ConversationContext): Turn {
  const known = context.retriever.best(text);
  if (known) return idle(say.answer(known.entry));
  if (yesOrNo(text)) return idle(say.howCanIHelp());
  const closest = context.retriever
    .search(text, 2)
    .filter((candidate) => candidate.confidence >= minSuggestionConfidence);
  return {
    state: { stage: 'ticket-offer', draft: newDraft('task', { summary: text }) },
    reply: say.offerTicketForUnknown(closest),
  };
}

function onTroubleshooting(
  state: Extract<ConversationState, { stage: 'troubleshooting' }>,
  text: string,
  context: ConversationContext,
): Turn {
  if (isCancel(text)) return idle(say.declined());
  const answer = yesOrNo(text);
  if (answer === 'yes') return idle(say.fixed());
  if (answer === undefined) return route(text, context);
  const guide = troubleshootingGuides[state.topic];
  const round = state.round + 1;
  if (round < guide.rounds(context.user).length) {
    return {
      state: { ...state, round },
      reply: say.troubleshootingRound(state.topic, round, context.user),
    };
  }
  const draft = newDraft(guide.escalation, { topic: state.topic, summary: state.problem });
  return {
    state: { stage: 'ticket-offer', draft },
    reply: say.offerTicketAfterTroubleshooting(draft),
  };
}

function onTicketOffer(
  state: Extract<ConversationState, { stage: 'ticket-offer' }>,
  text: string,
  context: ConversationContext,
): Turn {
  const answer = yesOrNo(text);
  if (answer === 'yes') {
    return advance(state.draft, context, say.ticketOpening(state.draft));
  }
  if (answer === 'no' || isCancel(text)) return idle(say.declined());
  return route(text, context);
}

function onGathering(
  state: Extract<ConversationState, { stage: 'gathering' }>,
  text: string,
  context: ConversationContext,
): Turn {
  if (isCancel(text)) return idle(say.dropped());
  const [question] = remainingQuestions(state.draft);
  if (isImagesUploaded(text)) {
    const draft = { ...state.draft, screenshots: true };
    return advance(draft, context, say.imagesNoted());
  }
  if (!question) return advance(state.draft, context);
  // "skip", "idk" or a bare no is an empty answer, as is "no thanks" to the optional question:
  // none of them may stand in a ticket as what the user said.
  const skipped = isFiller(text) || (question === 'details' && yesOrNo(text) === 'no');
  // "Yes, please file it" answers nothing: the question is asked again, not filled with it.
  if (!skipped && isNonAnswer(text)) return { state, reply: say.askAgain(question) };
  const draft: TicketDraft = {
    ...state.draft,
    answers: { ...state.draft.answers, [question]: skipped ? '' : text },
    screenshotOffered: state.draft.screenshotOffered || offersScreenshot(text),
  };
  return advance(draft, context);
}

function onScreenshot(
  state: Extract<ConversationState, { stage: 'screenshot' }>,
  text: string,
  context: ConversationContext,
): Turn {
  if (isImagesUploaded(text)) {
    return idle(say.ticketFiled({ ...state.draft, screenshots: true }, context.user));
  }
  if (isCancel(text)) return idle(say.dropped());
  if (yesOrNo(text) === 'no') return idle(say.ticketFiled(state.draft, context.user));
  const draft = { ...state.draft, notes: [...state.draft.notes, text] };
  return { state: { stage: 'screenshot', draft }, reply: say.screenshotRequest(true) };
}

/** One user message: the reply, and the state the next message starts from. */
export function step(
  state: ConversationState,
  message: string,
  context: ConversationContext,
): Turn {
  const text = message.trim();
  if (!text) return { state, reply: say.notHeard() };
  switch (state.stage) {
    case 'idle':
      return route(text, context);
    case 'troubleshooting':
      return onTroubleshooting(state, text, context);
    case 'ticket-offer':
      return onTicketOffer(state, text, context);
    case 'gathering':
      return onGathering(state, text, context);
    case 'screenshot':
      return onScreenshot(state, text, context);
  }
}

/** The state after the given user messages, oldest first. */
export function replay(
  userMessages: readonly string[],
  context: ConversationContext,
): ConversationState {
  return userMessages.reduce((state, message) => step(state, message, context).state, initialState);
}
