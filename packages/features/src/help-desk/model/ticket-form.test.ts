import { type AssistantTicketReply, ticketFormSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { ticketFormData, withReporterEmail } from './ticket-form';

const reply: AssistantTicketReply = {
  type: 'ticket_bug',
  message: 'I have filed a bug ticket for you.',
  close_thread: true,
  ticket: {
    title: 'Quiz will not submit',
    description: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Submit does nothing.' }] }],
    },
  },
};

const screenshot = new File(['png'], 'quiz.png', { type: 'image/png' });

describe('withReporterEmail', () => {
  it('adds the email as the final paragraph and leaves the reply untouched', () => {
    const described = withReporterEmail(reply.ticket.description, 'ada@sparked.test');
    expect(described.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Submit does nothing.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'ada@sparked.test' }] },
    ]);
    expect(reply.ticket.description.content).toHaveLength(1);
  });
});

describe('ticketFormData', () => {
  it('builds the form the server accepts, with every image as a file', () => {
    const form = ticketFormData({
      reply,
      email: 'ada@sparked.test',
      files: [screenshot, screenshot],
      threadId: '6a616e75-7300-4000-8000-0000000000aa',
      context: { pagePath: '/academy', course: 'Intro to AI' },
    });

    const fields = Object.fromEntries(
      [...form.entries()].filter(([name]) => name !== 'files'),
    ) as Record<string, string>;
    const parsed = ticketFormSchema.parse(fields);
    expect(parsed).toMatchObject({
      title: 'Quiz will not submit',
      issueType: 'Bug',
      threadId: '6a616e75-7300-4000-8000-0000000000aa',
      pagePath: '/academy',
      course: 'Intro to AI',
    });
    expect(parsed.description.content.at(-1)).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'ada@sparked.test' }],
    });
    const files = form.getAll('files') as File[];
    expect(files).toHaveLength(2);
    expect(files[0]?.name).toBe('quiz.png');
  });

  it('files an assistance request as a Task and leaves out what it does not know', () => {
    const form = ticketFormData({
      reply: { ...reply, type: 'ticket_task' },
      email: 'ada@sparked.test',
      files: [],
      threadId: null,
      context: { pagePath: '/' },
    });
    expect(form.get('issueType')).toBe('Task');
    expect(form.has('threadId')).toBe(false);
    expect(form.has('course')).toBe(false);
    expect(form.has('files')).toBe(false);
  });
});
