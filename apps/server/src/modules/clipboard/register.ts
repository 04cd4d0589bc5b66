import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { ClipboardService } from './service';

/** The educator clipboard (spec §3, §8), one per user on the server. */
export function registerClipboard(app: FastifyInstance, deps: { clipboard: ClipboardService }) {
  const { clipboard } = deps;

  app.endpoint(endpoints.clipboard, async ({ user }) => ({ data: await clipboard.lists(user.id) }));

  app.endpoint(endpoints.copyToClipboard, async ({ params, body, user }) => ({
    data: await clipboard.copy(user.id, params.kind, body),
  }));

  app.endpoint(endpoints.pinClipboardItem, async ({ params, body, user }) => ({
    data: await clipboard.setPinned(user.id, params.kind, params.itemId, body.pinned),
  }));

  app.endpoint(endpoints.removeClipboardItem, async ({ params, user }) => ({
    data: await clipboard.remove(user.id, params.kind, params.itemId),
  }));

  app.endpoint(endpoints.clearClipboard, async ({ params, user }) => ({
    data: await clipboard.clear(user.id, params.kind),
  }));
}
