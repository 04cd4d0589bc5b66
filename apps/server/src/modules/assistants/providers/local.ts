import type { AssistantKind, AssistantReply } from '@sparked/contracts';
import { inLocale } from '../../../i18n/reader';
import type { AssistantProvider, ReplyRequest } from './provider';

/** The offline answer for one kind of assistant, as a spec §3 reply. */
export type LocalReplier = (request: ReplyRequest) => Promise<AssistantReply>;

/**
 * The offline provider: each kind of assistant answers through the replier its owning module
 * supplies (the help desk supplies Janus), so the runtime needs no knowledge of any of them.
 */
export function createLocalProvider(
  repliers: Record<AssistantKind, LocalReplier>,
): AssistantProvider {
  return {
    reply: async (request) =>
      JSON.stringify(
        await inLocale(request.user.locale, () => repliers[request.assistant.kind](request)),
      ),
  };
}
