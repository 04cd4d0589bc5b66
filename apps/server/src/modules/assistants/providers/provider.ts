import type { AssistantKind, ThreadMessage } from '@sparked/contracts';
import type { JanusUser } from '../../help-desk/engine';

export interface ReplyRequest {
  assistant: { kind: AssistantKind; name: string; instructions: string };
  /** The thread before the prompt, oldest first. */
  history: readonly ThreadMessage[];
  prompt: string;
  user: JanusUser;
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
