import { describe, expect, it } from 'vitest';
import {
  assistantReplySchema,
  imagesUploadedMessage,
  parseAssistantReply,
  threadMessageSchema,
  threadMessageText,
} from './schemas';

const description = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The store page is blank.' }] }],
};
const bugReply = {
  type: 'ticket_bug',
  message: 'I have filed a bug ticket.',
  close_thread: true,
  ticket: { title: 'Store page is blank', description },
};

describe('parseAssistantReply', () => {
  it('reads every reply type of spec §3', () => {
    expect(parseAssistantReply(JSON.stringify(bugReply))).toEqual(bugReply);
    const task = { ...bugReply, type: 'ticket_task' };
    expect(parseAssistantReply(JSON.stringify(task))).toEqual(task);
    for (const type of ['text', 'screenshot_upload'] as const) {
      const reply = { type, message: 'Hi', close_thread: false };
      expect(parseAssistantReply(JSON.stringify(reply))).toEqual(reply);
    }
  });

  it('treats malformed JSON as plain text (spec §8)', () => {
    for (const value of ['Hello there', '{"type": "text", "message": ', '', '{oops}']) {
      expect(parseAssistantReply(value)).toEqual({
        type: 'text',
        message: value,
        close_thread: false,
      });
    }
  });

  it('treats JSON that is not a reply as plain text', () => {
    for (const value of ['"just a string"', '42', 'null', '[1, 2]', 'true']) {
      expect(parseAssistantReply(value)).toEqual({
        type: 'text',
        message: value,
        close_thread: false,
      });
    }
  });

  it('treats invalid shapes as plain text rather than trusting part of them', () => {
    const invalid = [
      { ...bugReply, type: 'ticket_epic' },
      { ...bugReply, close_thread: 'yes' },
      { type: 'ticket_bug', message: 'Filed.', close_thread: true },
      { ...bugReply, ticket: { title: '  ', description } },
      { ...bugReply, ticket: { title: 'x'.repeat(256), description } },
      { ...bugReply, ticket: { title: 'Blank', description: { type: 'doc', content: 'text' } } },
      {
        ...bugReply,
        ticket: {
          title: 'Empty text node',
          description: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }],
          },
        },
      },
      { type: 'text', close_thread: false },
    ];
    for (const reply of invalid) {
      const value = JSON.stringify(reply);
      expect(parseAssistantReply(value)).toEqual({
        type: 'text',
        message: value,
        close_thread: false,
      });
    }
  });

  it('drops a ticket from a reply type that has none, and unknown keys', () => {
    const value = JSON.stringify({
      type: 'screenshot_upload',
      message: 'Please attach a screenshot.',
      close_thread: false,
      ticket: bugReply.ticket,
      mood: 'cheerful',
    });
    expect(parseAssistantReply(value)).toEqual({
      type: 'screenshot_upload',
      message: 'Please attach a screenshot.',
      close_thread: false,
    });
  });
});

describe('assistantReplySchema', () => {
  it('accepts an empty paragraph, the way tiptap writes a blank line', () => {
    const reply = {
      ...bugReply,
      ticket: {
        title: 'Blank line',
        description: { type: 'doc', content: [{ type: 'paragraph' }] },
      },
    };
    expect(assistantReplySchema.safeParse(reply).success).toBe(true);
  });
});

describe('thread messages', () => {
  it('validates role and content items and joins their text', () => {
    const message = threadMessageSchema.parse({
      role: 'user',
      content: [
        { type: 'text', text: { value: imagesUploadedMessage } },
        { type: 'text', text: { value: 'second' } },
      ],
    });
    expect(threadMessageText(message)).toBe('Images uploaded\nsecond');
    expect(threadMessageSchema.safeParse({ role: 'system', content: [] }).success).toBe(false);
    expect(
      threadMessageSchema.safeParse({
        role: 'user',
        content: [{ type: 'image', text: { value: '' } }],
      }).success,
    ).toBe(false);
  });
});
