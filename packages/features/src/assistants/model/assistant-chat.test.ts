import type { StoredThreadMessage } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { assistantChatReducer, newChat, shownMessages } from './assistant-chat';

const message = (id: string, role: 'user' | 'assistant', value: string): StoredThreadMessage => ({
  id,
  role,
  content: [{ type: 'text', text: { value } }],
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('the assistant chat', () => {
  it('shows the words sent at once and replaces them with the thread when the reply comes', () => {
    const sending = assistantChatReducer(newChat, { type: 'sending', prompt: '2 + 2?' });
    expect(sending.pending).toBe(true);
    expect(shownMessages(sending)).toEqual([{ id: 'unsent', role: 'user', text: '2 + 2?' }]);
    const received = assistantChatReducer(sending, {
      type: 'received',
      threadId: 't1',
      newestFirst: [
        message(
          'b',
          'assistant',
          JSON.stringify({ type: 'text', message: '4', close_thread: false }),
        ),
        message('a', 'user', '2 + 2?'),
      ],
    });
    expect(shownMessages(received)).toEqual([
      { id: 'a', role: 'user', text: '2 + 2?' },
      { id: 'b', role: 'assistant', text: '4' },
    ]);
    expect(received).toMatchObject({ threadId: 't1', pending: false, unsent: null });
  });

  it('keeps the words on a failure, for Retry', () => {
    const failed = [
      { type: 'sending', prompt: 'hello' } as const,
      { type: 'started', threadId: 't2' } as const,
      {
        type: 'failed',
        message: 'Taking longer than usual.',
        retry: { kind: 'poll', threadId: 't2', runId: 'r', prompt: 'hello' },
      } as const,
    ].reduce(assistantChatReducer, newChat);
    expect(failed).toMatchObject({ threadId: 't2', unsent: 'hello', pending: false });
    expect(failed.failure?.retry?.kind).toBe('poll');
    expect(shownMessages(failed)).toEqual([{ id: 'unsent', role: 'user', text: 'hello' }]);
  });
});
