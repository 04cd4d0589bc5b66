import type { AssistantKind, Locale, ThreadMessage, UserRole } from '@sparked/contracts';

/** Who is asking and from where, as the thread recorded it; each kind decides what to make of it. */
export interface AssistantUser {
  email: string;
  role: UserRole;
  /** The page the conversation was started on, such as /store. */
  pagePath?: string;
  /** The course (module) or class the user is in, when the page has one. */
  course?: string;
  /** The account's language (English until it chooses one): offline answers are written in it. */
  locale: Locale;
}

export interface ReplyRequest {
  assistant: { kind: AssistantKind; slug: string; name: string; instructions: string };
  /** The thread before the prompt, oldest first. */
  history: readonly ThreadMessage[];
  prompt: string;
  user: AssistantUser;
}

/**
 * Who writes assistant replies (decision 0005): `local` (offline, default) or `openai`. A reply is
 * the message's text value: the JSON of a spec §3 reply, or plain text.
 */
export interface AssistantProvider {
  reply(request: ReplyRequest): Promise<string>;
}

/** A provider failure with a sentence the user can act on; the run fails with it. */
export class ProviderError extends Error {}
