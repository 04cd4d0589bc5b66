import type { StoredThreadMessage } from '@sparked/contracts';
import type { DroppedImage } from '@sparked/ui/image-dropzone';
import { describe, expect, it } from 'vitest';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  isScreenshotRequested,
} from './chat-state';

const stored = (role: 'assistant' | 'user', value: unknown): StoredThreadMessage => ({
  id: crypto.randomUUID(),
  role,
  content: [
    { type: 'text', text: { value: typeof value === 'string' ? value : JSON.stringify(value) } },
  ],
  createdAt: '2026-03-07T14:30:00.000Z',
});

const reply = (type: string, message: string, extra: object = {}) => ({
  type,
  message,
  close_thread: false,
  ...extra,
});

const ticketReply = reply('ticket_bug', 'I have filed a bug ticket.', {
  close_thread: true,
  ticket: {
    title: 'Quiz will not submit',
    description: { type: 'doc', content: [{ type: 'paragraph' }] },
  },
});

const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);

const image = (id: string): DroppedImage => ({
  id,
  name: `${id}.png`,
  file: new File(['png'], `${id}.png`, { type: 'image/png' }),
  thumbnailUrl: 'data:image/png;base64,',
});

describe('chatReducer', () => {
  it('adds the sent message and waits for the reply', () => {
    const state = run({ type: 'sent', prompt: 'My quiz will not submit' });
    expect(state.messages).toEqual([
      { id: 'local-0', role: 'user', text: 'My quiz will not submit' },
    ]);
    expect(state.pending).toBe(true);
  });

  it("replaces the thread with the server's messages, oldest first, showing reply text", () => {
    const newestFirst = [
      stored('assistant', reply('text', 'Try **reloading** the page.')),
      stored('user', 'My quiz will not submit'),
    ];
    const state = run(
      { type: 'sent', prompt: 'My quiz will not submit' },
      { type: 'threadReceived', threadId: 'thread-1', messages: newestFirst },
    );
    expect(state.threadId).toBe('thread-1');
    expect(state.messages.map(({ role, text }) => [role, text])).toEqual([
      ['user', 'My quiz will not submit'],
      ['assistant', 'Try **reloading** the page.'],
    ]);
    expect(state.pending).toBe(false);
    expect(state.closed).toBe(false);
    expect(state.ticket).toBeNull();
  });

  it('shows a malformed or non-reply assistant message as plain text', () => {
    const state = run({
      type: 'threadReceived',
      threadId: 'thread-1',
      messages: [stored('assistant', '{"type": "text", "message": '), stored('assistant', '42')],
    });
    expect(state.messages.map((message) => message.text)).toEqual([
      '42',
      '{"type": "text", "message": ',
    ]);
    expect(state.reply).toEqual({
      type: 'text',
      message: '{"type": "text", "message": ',
      close_thread: false,
    });
  });

  it('offers the drop box while the latest reply asks for a screenshot', () => {
    const asked = run({
      type: 'threadReceived',
      threadId: 'thread-1',
      messages: [stored('assistant', reply('screenshot_upload', 'Could you add a screenshot?'))],
    });
    expect(isScreenshotRequested(asked)).toBe(true);
    const withImages = chatReducer(asked, {
      type: 'imagesAdded',
      images: [image('a'), image('b')],
    });
    expect(withImages.images.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(
      chatReducer(withImages, { type: 'imageRemoved', id: 'a' }).images.map((entry) => entry.id),
    ).toEqual(['b']);
    expect(isScreenshotRequested(initialChatState)).toBe(false);
  });

  it('closes on a ticket reply, waits for the key, then shows it', () => {
    const closed = run({
      type: 'threadReceived',
      threadId: 'thread-1',
      messages: [stored('assistant', ticketReply), stored('user', 'Images uploaded')],
    });
    expect(closed.closed).toBe(true);
    expect(closed.ticket).toEqual({});
    expect(isScreenshotRequested(closed)).toBe(false);
    expect(chatReducer(closed, { type: 'ticketFiled', key: 'HELP-1' }).ticket).toEqual({
      key: 'HELP-1',
    });
  });

  it('closes without a ticket when a plain reply ends the conversation', () => {
    const state = run({
      type: 'threadReceived',
      threadId: 'thread-1',
      messages: [stored('assistant', reply('text', 'Goodbye!', { close_thread: true }))],
    });
    expect(state.closed).toBe(true);
    expect(state.ticket).toBeNull();
  });

  it('remembers the thread a message went to before its reply arrives', () => {
    const state = run(
      { type: 'sent', prompt: 'Hello' },
      { type: 'threadKnown', threadId: 'thread-1' },
    );
    expect(state.threadId).toBe('thread-1');
    expect(state.pending).toBe(true);
    expect(state.messages).toHaveLength(1);
  });

  it('stops waiting on a failure, keeps what was typed, and waits again on retry', () => {
    const failed = run(
      { type: 'sent', prompt: 'Hello' },
      {
        type: 'failed',
        failure: {
          message: 'Janus is taking longer than usual.',
          retry: { kind: 'send', prompt: 'Hello' },
        },
      },
    );
    expect(failed.pending).toBe(false);
    expect(failed.messages).toHaveLength(1);
    expect(failed.failure?.message).toBe('Janus is taking longer than usual.');
    const retried = chatReducer(failed, { type: 'retried' });
    expect(retried.pending).toBe(true);
    expect(retried.failure).toBeNull();
    expect(retried.messages).toHaveLength(1);
  });

  it('drops the waiting dots when a ticket cannot be filed and offers to submit again', () => {
    const closed = run({
      type: 'threadReceived',
      threadId: 'thread-1',
      messages: [stored('assistant', ticketReply)],
    });
    const failed = chatReducer(closed, {
      type: 'ticketFailed',
      message: 'Error: title is required.',
    });
    expect(failed.ticket).toBeNull();
    expect(failed.closed).toBe(true);
    expect(failed.failure).toEqual({
      message: 'Error: title is required.',
      retry: { kind: 'ticket' },
    });
    const again = chatReducer(failed, { type: 'ticketSubmitted' });
    expect(again.ticket).toEqual({});
    expect(again.failure).toBeNull();
  });

  it('restarts with no messages, images, closed flag or thread id', () => {
    const busy = run(
      {
        type: 'threadReceived',
        threadId: 'thread-1',
        messages: [stored('assistant', ticketReply)],
      },
      { type: 'imagesAdded', images: [image('a')] },
      { type: 'ticketFiled', key: 'HELP-1' },
    );
    expect(chatReducer(busy, { type: 'restarted' })).toEqual(initialChatState);
  });
});
