import {
  type AssistantReply,
  assistantReplySchema,
  imagesUploadedMessage,
  parseAssistantReply,
  type ThreadMessage,
} from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { createLocalJanusEngine, type JanusUser, janusKnowledgeBase } from './index';

const engine = createLocalJanusEngine(janusKnowledgeBase);
const student: JanusUser = {
  email: 'student@sparked.test',
  role: 'student',
  pagePath: '/store',
  course: 'Intro to Robotics',
};

const message = (role: ThreadMessage['role'], value: string): ThreadMessage => ({
  role,
  content: [{ type: 'text', text: { value } }],
});

/**
 * A thread as the server will keep it: each reply stored as its JSON value and read back through
 * the contract's parser, so a reply that only works in memory fails here.
 */
function chat(user: JanusUser = student) {
  const messages: ThreadMessage[] = [];
  return (prompt: string): AssistantReply => {
    const reply = engine.reply({ messages: [...messages], prompt, user });
    const stored = JSON.stringify(assistantReplySchema.parse(reply));
    messages.push(message('user', prompt), message('assistant', stored));
    return parseAssistantReply(stored);
  };
}

const paragraphs = (reply: AssistantReply) =>
  'ticket' in reply
    ? reply.ticket.description.content.map((p) => p.content?.map((n) => n.text).join('') ?? '')
    : [];

describe('greeting', () => {
  it('greets with the capability list', () => {
    const reply = chat()('Hello!');
    expect(reply.type).toBe('text');
    expect(reply.message).toMatch(/Janus/);
    for (const capability of ['troubleshoot', 'bug ticket', 'assistance ticket', 'questions']) {
      expect(reply.message).toContain(capability);
    }
    expect(engine.greeting()).toEqual(reply);
  });
});

describe('bug flow', () => {
  it('gathers what happened, asks for a screenshot, then files a closed bug ticket', () => {
    const say = chat();
    expect(say('I want to report a bug').message).toMatch(/What were you doing/);
    expect(say('I opened the leaderboard on the spring competition page').message).toMatch(
      /expect/,
    );
    expect(say('To see my rank').message).toMatch(/What happened instead/);
    const request = say('The table stays empty and shows "Something went wrong"');
    expect(request).toMatchObject({ type: 'screenshot_upload', close_thread: false });

    const ticket = say(imagesUploadedMessage);
    expect(ticket).toMatchObject({ type: 'ticket_bug', close_thread: true });
    if (ticket.type !== 'ticket_bug') throw new Error('not a bug ticket');
    expect(ticket.ticket.title).toBe('Bug: The table stays empty and shows "Something went wrong"');
    expect(paragraphs(ticket)).toEqual([
      'Filed by Janus, the help-desk assistant, for a student.',
      'What they were doing: I opened the leaderboard on the spring competition page',
      'What they expected: To see my rank',
      'What happened: The table stays empty and shows "Something went wrong"',
      'Page: /store',
      'Course: Intro to Robotics',
      'Screenshots: attached by the user.',
    ]);
    expect(JSON.stringify(ticket)).not.toContain(student.email);
  });

  it('does not ask what happened when the first message said it, nor insist on images', () => {
    const say = chat();
    say('Found a bug: the avatar preview turns black after saving');
    say('Saving my avatar on the profile page');
    expect(say('The preview to keep my colours').type).toBe('screenshot_upload');
    const ticket = say("I don't have a screenshot, sorry");
    expect(ticket).toMatchObject({ type: 'ticket_bug', close_thread: true });
    expect(paragraphs(ticket)).toContain(
      'Problem: Found a bug: the avatar preview turns black after saving',
    );
    expect(paragraphs(ticket).some((line) => line.startsWith('What happened'))).toBe(false);
  });

  it('files without images when the user skips, keeping extra words as notes', () => {
    const say = chat();
    say('Found a bug: the avatar preview turns black after saving');
    say('Saving my avatar on the profile page');
    say('The preview to keep my colours');
    expect(say('It happens in Firefox only').type).toBe('screenshot_upload');
    const ticket = say('skip');
    expect(ticket).toMatchObject({ type: 'ticket_bug', close_thread: true });
    expect(ticket.type === 'ticket_bug' && ticket.ticket.title).toBe(
      'Bug: The avatar preview turns black after saving',
    );
    expect(paragraphs(ticket)).toContain('Also said: It happens in Firefox only');
    expect(paragraphs(ticket)).toContain('Screenshots: none.');
  });

  it('asks again when a message does not answer the question, and keeps it out of the ticket', () => {
    const say = chat();
    say('I want to report a bug where the leaderboard is empty');
    expect(say('Opening the spring competition').message).toMatch(/What did you expect/);
    const again = say('Yes, please file the ticket.');
    expect(again.message).toMatch(
      /^I'll file it as soon as I know a little more\. What did you expect/,
    );
    expect(say('go ahead').message).toMatch(/What did you expect/);
    expect(say('To see my rank').type).toBe('screenshot_upload');
    const ticket = say('no');
    expect(ticket.type === 'ticket_bug' && ticket.ticket.title).toBe(
      'Bug: The leaderboard is empty',
    );
    expect(paragraphs(ticket)).toContain('What they expected: To see my rank');
    expect(JSON.stringify(ticket)).not.toContain('please file');
  });

  it('can be cancelled, and starts afresh after a ticket', () => {
    const say = chat();
    say('report a bug');
    expect(say('never mind').message).toMatch(/won't file it/);
    expect(say('thanks').message).toMatch(/welcome/);
  });
});

describe('assistance flow', () => {
  it('asks what is needed and for details, then files a closed task ticket without a screenshot', () => {
    const say = chat();
    expect(say('Can I talk to a real person?').message).toMatch(/What do you need a person/);
    expect(say('Please move me from class 7B to class 7C').message).toMatch(/anything else/i);
    const ticket = say('no');
    expect(ticket).toMatchObject({ type: 'ticket_task', close_thread: true });
    expect(ticket.type === 'ticket_task' && ticket.ticket.title).toBe(
      'Assistance: Move me from class 7B to class 7C',
    );
    expect(paragraphs(ticket)).toContain('Request: Please move me from class 7B to class 7C');
    expect(paragraphs(ticket).some((p) => p.startsWith('Details'))).toBe(false);
  });

  it('asks for a screenshot only when the user offers one', () => {
    const say = chat();
    say('I need assistance: my certificate name is misspelled');
    expect(say('I have a screenshot of the page').type).toBe('screenshot_upload');
    const ticket = say(imagesUploadedMessage);
    expect(ticket.type).toBe('ticket_task');
    expect(paragraphs(ticket)).toContain('Details: I have a screenshot of the page');
  });
});

describe('troubleshooting', () => {
  it('guides through steps and stops when they work', () => {
    const say = chat();
    const first = say("I can't log in");
    expect(first.message).toMatch(/sign-in and session/i);
    expect(first.message).toMatch(/Caps Lock/);
    expect(first.message).toMatch(/Did that fix it\?/);
    expect(say('yes, that worked').message).toMatch(/glad/);
  });

  it('escalates to a ticket offer after the last round, then files a bug with what was tried', () => {
    const say = chat();
    expect(say('The video in my lesson is not playing').message).toMatch(/muted/);
    expect(say('no').message).toMatch(/more things to try/);
    expect(say("still doesn't work").message).toMatch(/Shall I file a bug ticket/);
    expect(say('yes please').message).toMatch(/What happened instead/);
    expect(say('The player shows a black box with a spinner').type).toBe('screenshot_upload');
    const ticket = say('no');
    expect(ticket.type).toBe('ticket_bug');
    expect(ticket.type === 'ticket_bug' && ticket.ticket.title).toBe(
      'Video or audio not playing: The player shows a black box with a spinner',
    );
    const lines = paragraphs(ticket);
    expect(lines).toContain(
      'Troubleshooting already tried (Video or audio not playing), without success:',
    );
    expect(lines.filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(4);
  });

  it('titles the ticket from the opening words when "what happened" is skipped', () => {
    const say = chat();
    expect(say('Something is broken: the quiz page is blank').message).toMatch(/Reload the page/);
    say('no');
    expect(say('no').message).toMatch(/Shall I file a bug ticket/);
    expect(say('yes').message).toMatch(/What happened instead/);
    expect(say('skip').type).toBe('screenshot_upload');
    const ticket = say('skip');
    expect(ticket.type === 'ticket_bug' && ticket.ticket.title).toBe(
      'Page not loading: The quiz page is blank',
    );
    expect(paragraphs(ticket)).toContain('Problem: Something is broken: the quiz page is blank');
    expect(paragraphs(ticket).some((line) => line.startsWith('What happened'))).toBe(false);
  });

  it('offers an assistance ticket when an enrolment code keeps failing', () => {
    const say = chat();
    say('my class code is not working');
    say('no');
    expect(say('no').message).toMatch(/assistance ticket/);
    expect(say('yes').message).toMatch(/anything else staff should know/i);
    expect(say('The class is Grade 8 Science').type).toBe('ticket_task');
  });

  it('tells a student the editors are for educators, and an educator to check authorship', () => {
    const editorProblem = "the ebook editor won't open";
    expect(chat()(editorProblem).message).toMatch(/for educators/);
    expect(chat({ ...student, role: 'facilitator' })(editorProblem).message).toMatch(/authors/);
  });

  it('answers a new question asked instead of yes or no', () => {
    const say = chat();
    say('my points were not saved');
    expect(say('how do I switch to the dark theme?').message).toMatch(/theme menu/);
  });

  it('returns to idle when the offered ticket is declined', () => {
    const say = chat();
    say('the store page is blank');
    say('no');
    say('no');
    expect(say('no thanks').message).toMatch(/anything else/);
  });
});

describe('FAQ', () => {
  it('answers from the knowledge base with its links', () => {
    const reply = chat()('How much do premium hair styles cost?');
    expect(reply.type).toBe('text');
    expect(reply.message).toMatch(/10000 achievement points/);
    expect(reply.message).toContain('](/store)');
  });

  it('says it does not know, offers a ticket, and files it when accepted', () => {
    const say = chat();
    const unknown = say('What is the capital of Australia?');
    expect(unknown.message).toMatch(/not sure/);
    expect(unknown.message).toMatch(/assistance ticket/);
    expect(say('yes').message).toMatch(/anything else staff should know/i);
    const ticket = say('no');
    expect(ticket.type).toBe('ticket_task');
    expect(paragraphs(ticket)).toContain('Request: What is the capital of Australia?');
  });

  const submitProblem = "Bug: The quiz won't let me press submit";
  it.each([
    ["hi, the quiz won't let me press submit", submitProblem],
    ["hello! the quiz won't let me press submit", submitProblem],
    ["good morning - the quiz won't let me press submit", submitProblem],
    ["hey janus the quiz won't let me press submit", submitProblem],
    ['hi, submit is broken', 'Bug: Submit is broken'],
  ])('treats "%s" as the problem, not as a greeting or a question', (opening, title) => {
    const say = chat();
    const offer = say(opening);
    expect(offer.message).toMatch(/file a bug ticket so the team can fix it\. Shall I\?/);
    expect(offer.message).not.toContain('Janus');
    say('yes');
    say('Answering the last question of the history quiz');
    say('To see my score');
    const ticket = say('skip');
    expect(ticket.type).toBe('ticket_bug');
    expect(ticket.type === 'ticket_bug' && ticket.ticket.title).toBe(title);
  });

  it('answers a problem phrased as one when the FAQ knows it', () => {
    expect(chat()("I can't find the leaderboard").message).toMatch(/competition/);
  });
});

describe('edge cases', () => {
  it('treats images sent outside a screenshot request as the start of a bug report', () => {
    const reply = chat()(imagesUploadedMessage);
    expect(reply.message).toMatch(/images/);
    expect(reply.message).toMatch(/What were you doing/);
  });

  it('asks again for an empty message without changing the flow', () => {
    const say = chat();
    say('report a bug');
    expect(say('   ').message).toMatch(/didn't catch/);
    expect(say('Opening the academy').message).toMatch(/expect/);
  });

  it('derives state from user messages only, whatever the assistant messages say', () => {
    const reply = engine.reply({
      messages: [message('user', 'report a bug'), message('assistant', 'not JSON at all')],
      prompt: 'Opening the academy',
      user: student,
    });
    expect(reply.message).toMatch(/expect/);
  });

  it('is deterministic', () => {
    const run = () => {
      const say = chat();
      return ['hi', 'my energy is gone', 'no', 'no', 'yes', 'It shows 0'].map(say);
    };
    expect(run()).toEqual(run());
  });
});
