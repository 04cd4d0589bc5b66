import type { EndpointName } from '@sparked/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '../../api-client';
import { callsTo, type MockReply, mockApiClient } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { DeferredHelpDeskWidget } from './deferred-help-desk-widget';
import { HelpDeskWidget } from './help-desk-widget';
import {
  janusBackend,
  memoryStorage,
  quickPoll,
  screenshotFile,
  studentEmail,
  threadId,
  ticketRefused,
} from './story-fixtures';

const meta = {
  title: 'Features/Help desk/HelpDeskWidget',
  component: HelpDeskWidget,
  decorators: [
    withAppProviders,
    // A transform makes this box the panel's containing block, so the story keeps its panel.
    (Story) => (
      <div style={{ position: 'relative', minHeight: '42rem', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    client: mockApiClient({}),
    email: studentEmail,
    pathname: '/academy',
    defaultOpen: true,
    poll: quickPoll,
  },
  argTypes: { client: { control: false }, storage: { control: false } },
} satisfies Meta<typeof HelpDeskWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { client: ApiClient; storage: Storage; backend: ReturnType<typeof janusBackend> };

/**
 * A fresh Janus, client and storage for every render: a replayed story (another theme, the visual
 * tests) starts from the same empty thread.
 */
function withJanus(
  options: Parameters<typeof janusBackend>[0] = {},
  overrides: Partial<Record<EndpointName, MockReply>> = {},
  saved: Record<string, string> = {},
): Pick<Story, 'loaders' | 'render'> {
  return {
    loaders: [
      (): Loaded => {
        const backend = janusBackend(options);
        return {
          backend,
          client: mockApiClient({ ...backend.handlers, ...overrides }),
          storage: memoryStorage(saved),
        };
      },
    ],
    render: (args, { loaded }) => (
      <HelpDeskWidget {...args} client={loaded.client} storage={loaded.storage} />
    ),
  };
}

const loadedOf = (context: { loaded: Record<string, unknown> }) => context.loaded as Loaded;

function chat(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const log = () => within(canvas.getByRole('log', { name: 'Conversation with Janus' }));
  const input = () => canvas.getByRole('textbox', { name: 'Message Janus' });
  return {
    canvas,
    log,
    input,
    say: async (text: string) => {
      await userEvent.type(input(), `${text}{Enter}`);
    },
  };
}

export const Greeting: Story = {
  ...withJanus(),
  play: async ({ canvasElement }) => {
    const { log, input } = chat(canvasElement);
    await expect(await log().findByText(/Hi, I'm Janus/)).toBeVisible();
    await expect(log().getAllByRole('listitem')).toHaveLength(3);
    await expect(input()).toHaveAttribute('placeholder', 'Enter you query here');
  },
};

export const ClosedUntilOpened: Story = {
  ...withJanus({}, {}, { 'help-desk-id': threadId }),
  args: { defaultOpen: false },
  play: async ({ canvasElement, ...context }) => {
    const { client } = loadedOf(context);
    const { canvas, input } = chat(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Janus' })).not.toBeInTheDocument();
    // The saved thread is read when the user opens the chat, not before.
    await expect(callsTo(client, 'helpDeskSavedThread')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Open help desk' }));
    await waitFor(() => expect(input()).toHaveFocus());
    await waitFor(() => expect(callsTo(client, 'helpDeskSavedThread')).toHaveLength(1));
  },
};

/**
 * On a page, the widget's code loads when someone reaches for the button; pressed before it
 * arrives, the chat opens as soon as it has.
 */
export const LoadsWhenReachedFor: Story = {
  ...withJanus(),
  args: { defaultOpen: false },
  render: (args, { loaded }) => (
    <DeferredHelpDeskWidget
      {...args}
      client={(loaded as Loaded).client}
      storage={(loaded as Loaded).storage}
    />
  ),
  play: async ({ canvasElement }) => {
    const { canvas } = chat(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Janus' })).not.toBeInTheDocument();
    // Pressed before the widget has arrived: a click with no pointing first. userEvent points
    // first, which starts the load; a widget arriving before its press replaced the button, and
    // the press went to the button no longer on the page (a browser presses what is there).
    fireEvent.click(await canvas.findByRole('button', { name: 'Open help desk' }));
    const log = await canvas.findByRole('log', { name: 'Conversation with Janus' });
    await expect(await within(log).findByText(/Hi, I'm Janus/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close help desk' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message Janus' })).toHaveFocus(),
    );
  },
};

/** Reached by keyboard, the loaded widget's button keeps the focus. */
export const KeepsFocusWhenLoaded: Story = {
  ...withJanus(),
  args: { defaultOpen: false },
  render: LoadsWhenReachedFor.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = await canvas.findByRole('button', { name: 'Open help desk' });
    standIn.focus();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open help desk' })).not.toBe(standIn),
    );
    await expect(canvas.getByRole('button', { name: 'Open help desk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message Janus' })).toHaveFocus(),
    );
  },
};

export const Waiting: Story = {
  ...withJanus({}, { helpDeskPushThread: 'pending' }),
  play: async ({ canvasElement }) => {
    const { canvas, log, say, input } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('   ');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await say('  Where is my certificate?  ');
    await expect(log().getByText('Where is my certificate?')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Janus is typing');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(input()).toHaveFocus();
  },
};

export const AnswersAQuestion: Story = {
  ...withJanus(),
  play: async ({ canvasElement, ...context }) => {
    const { client, storage } = loadedOf(context);
    const { log, say, input } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('Where is my certificate?');
    await expect(await log().findByText(/Certificates appear on your profile/)).toBeVisible();
    await expect(log().getByText('Profile', { selector: 'code' })).toBeVisible();
    // The server's thread opens with the greeting, which replaces the one shown before.
    await expect(log().getAllByText(/Hi, I'm Janus/)).toHaveLength(1);
    await expect(input()).toHaveFocus();
    // The thread id is kept for the next visit, and sent with the next message.
    await expect(storage.getItem('help-desk-id')).toBe(threadId);
    await say('Thanks');
    await expect(await log().findByText('{"type": "text", "message": "half a reply')).toBeVisible();
    await expect(callsTo(client, 'helpDeskPushThread').map((call) => call.body)).toEqual([
      expect.objectContaining({
        threadId: null,
        prompt: 'Where is my certificate?',
        context: { pagePath: '/academy' },
      }),
      expect.objectContaining({ threadId, prompt: 'Thanks' }),
    ]);
  },
};

export const FilesABugWithAScreenshot: Story = {
  ...withJanus(),
  play: async ({ canvasElement, ...context }) => {
    const { client, storage } = loadedOf(context);
    const { canvas, log, say } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('My quiz will not submit');
    await expect(await log().findByText(/Could you add a screenshot/)).toBeVisible();

    const attach = canvas.getByRole('button', { name: 'Attach Images' });
    await expect(attach).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('Drag images here'), [await screenshotFile()]);
    await expect(await canvas.findByRole('img', { name: 'quiz.png' })).toBeVisible();
    await userEvent.click(attach);

    await expect(await log().findByText(/I have filed a bug ticket/)).toBeVisible();
    await expect(
      log().getByText('For reference, please take note of this ticket ID'),
    ).toBeVisible();
    await waitFor(() => expect(log().getByText(/^Ticket:/)).toHaveTextContent('Ticket: HELP-42'));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Restart' })).toHaveFocus());
    await expect(storage.getItem('help-desk-id')).toBeNull();
    await expect(
      await log().findByText(/^Thanks for reporting: this ticket earned you 5 /),
    ).toBeVisible();

    const [sent] = callsTo(client, 'createTicket');
    const form = sent?.form as FormData;
    await expect(form.get('issueType')).toBe('Bug');
    await expect(form.get('title')).toBe('Quiz will not submit');
    await expect(JSON.parse(String(form.get('description'))).content.at(-1)).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: studentEmail }],
    });
    await expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['quiz.png']);
    await expect(callsTo(client, 'helpDeskPushThread').at(-1)?.body).toMatchObject({
      prompt: 'Images uploaded',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expect(log().queryByText(/Ticket:/)).not.toBeInTheDocument();
    await expect(log().queryByText('My quiz will not submit')).not.toBeInTheDocument();
    await expect(log().getByText(/Hi, I'm Janus/)).toBeVisible();
    await expect(canvas.queryByLabelText('Drag images here')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message Janus' })).toHaveFocus(),
    );
  },
};

export const TicketRefused: Story = {
  ...withJanus({}, { createTicket: ticketRefused }),
  play: async ({ canvasElement, ...context }) => {
    const { client } = loadedOf(context);
    const { canvas, log, say } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('Images uploaded');
    const alert = await log().findByRole('alert');
    await expect(alert).toHaveTextContent('Error: files must be PNG, JPEG, WebP or GIF images.');
    await expect(log().queryByText(/^Ticket:/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Restart' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(client, 'createTicket')).toHaveLength(2));
  },
};

export const SlowReplyWithRetry: Story = {
  ...withJanus({ runStatus: 'in_progress' }),
  play: async ({ canvasElement, ...context }) => {
    const { client, backend } = loadedOf(context);
    const { canvas, log, say } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('Where is my certificate?');
    // Polling gives up instead of showing dots for ever, and says what to do.
    const alert = await log().findByRole('alert');
    await expect(alert).toHaveTextContent('Janus is taking longer than usual');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(callsTo(client, 'assistantRun')).toHaveLength(3);

    backend.finishRun();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await log().findByText(/Certificates appear on your profile/)).toBeVisible();
    await expect(log().queryByRole('alert')).not.toBeInTheDocument();
    // Retry waited for the same run; the message was not sent twice.
    await expect(callsTo(client, 'helpDeskPushThread')).toHaveLength(1);
  },
};

export const FailedRunWithRetry: Story = {
  ...withJanus({ runStatus: 'failed' }),
  play: async ({ canvasElement, ...context }) => {
    const { client } = loadedOf(context);
    const { log, say } = chat(canvasElement);
    await log().findByText(/Hi, I'm Janus/);
    await say('Where is my certificate?');
    const alert = await log().findByRole('alert');
    await expect(alert).toHaveTextContent('Janus could not answer just now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(client, 'helpDeskPushThread')).toHaveLength(2));
    await expect(callsTo(client, 'helpDeskPushThread')[1]?.body).toMatchObject({
      prompt: 'Where is my certificate?',
    });
  },
};

export const ReopensTheSavedThread: Story = {
  ...withJanus(
    {
      saved: [
        ['user', 'Where is my certificate?'],
        ['assistant', { type: 'text', message: 'Open your Profile.', close_thread: false }],
      ],
    },
    {},
    { 'help-desk-id': threadId },
  ),
  play: async ({ canvasElement, ...context }) => {
    const { client } = loadedOf(context);
    const { log } = chat(canvasElement);
    await expect(await log().findByText('Open your Profile.')).toBeVisible();
    const texts = log()
      .getAllByText(/./, { selector: 'p' })
      .map((paragraph) => paragraph.textContent);
    // Oldest first, after the greeting.
    await expect(texts.indexOf('Where is my certificate?')).toBeLessThan(
      texts.indexOf('Open your Profile.'),
    );
    await expect(callsTo(client, 'helpDeskSavedThread')[0]?.params).toEqual({ threadId });
  },
};
