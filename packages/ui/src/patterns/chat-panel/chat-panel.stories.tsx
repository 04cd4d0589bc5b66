import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DroppedImage } from '../../image-dropzone';
import { ChatLauncher, ChatLauncherFrame } from './chat-launcher';
import { ChatPanel, type ChatPanelProps } from './chat-panel';
import type { ChatMessage } from './chat-thread';

const greeting: ChatMessage = {
  id: 'greeting',
  role: 'assistant',
  text: "Hi, I'm Janus, the Sparked help desk. I can:\n- troubleshoot a problem\n- file a bug ticket\n- file an assistance ticket\n- answer FAQs\n\nHow can I help?",
};

const conversation: ChatMessage[] = [
  greeting,
  { id: 'u1', role: 'user', text: 'How do I export my class results?\nI need them as a file.' },
  {
    id: 'a1',
    role: 'assistant',
    text: 'Open **Classes**, pick the class and press `Export`. Here is the file I prepared: [results.csv](sandbox:/mnt/data/results.csv)\n\nOr use the API:\n```ts\nawait fetch("/classes/42/results");\n```\nSee [the guide](https://sparked.test/help/export).',
  },
];

const thumbnail = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="slateblue"/><text x="50" y="55" font-size="14" text-anchor="middle" fill="white">${label}</text></svg>`,
  )}`;

const screenshot = (name: string): DroppedImage => ({
  id: name,
  name,
  file: new File(['png'], name, { type: 'image/png' }),
  thumbnailUrl: thumbnail(name),
});

const meta = {
  title: 'Help desk/ChatPanel',
  component: ChatPanel,
  args: {
    messages: [greeting],
    defaultOpen: true,
    onSend: fn(),
    onRestart: fn(),
    onAttachImages: fn(),
    onImagesAdded: fn(),
    onRemoveImage: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    // A transform makes this box the panel's containing block, so each story keeps its own
    // floating panel instead of stacking them all in the corner of the docs page.
    (Story) => (
      <div style={{ position: 'relative', minHeight: '42rem', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function setup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    launcher: (name: 'Open help desk' | 'Close help desk') => canvas.getByRole('button', { name }),
    panel: () => canvas.getByRole('region', { name: 'Janus' }),
    log: () => canvas.getByRole('log', { name: 'Conversation with Janus' }),
    input: () => canvas.getByRole('textbox', { name: 'Message Janus' }),
    send: () => canvas.getByRole('button', { name: 'Send' }),
  };
}

export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvasElement }) => {
    const { canvas, launcher, input, panel } = setup(canvasElement);
    const open = launcher('Open help desk');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    // Keyboard: Enter opens the panel and puts the caret in the input.
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(panel()).toBeVisible();
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(launcher('Close help desk')).toHaveAttribute('aria-expanded', 'true');

    // Escape closes it and returns to the button.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(launcher('Open help desk')).toHaveFocus();

    await userEvent.click(launcher('Open help desk'));
    await userEvent.click(launcher('Close help desk'));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The button alone, standing in for a panel whose code loads when someone reaches for it. */
export const StandInLauncher: Story = {
  render: () => (
    <ChatLauncherFrame>
      <ChatLauncher onClick={fn()} />
    </ChatLauncherFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Open help desk' });
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Mounted in place of a stand-in that had focus, the panel's button takes the focus over. */
export const TakesFocusOver: Story = {
  args: { defaultOpen: false, autoFocus: true },
  play: async ({ canvasElement }) => {
    const { launcher } = setup(canvasElement);
    // React focuses it as it commits, which a busy machine may finish after the play starts.
    await waitFor(() => expect(launcher('Open help desk')).toHaveFocus());
  },
};

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const { log, input, send } = setup(canvasElement);
    await expect(log()).toHaveAttribute('aria-live', 'polite');
    const capabilities = within(log()).getAllByRole('listitem');
    await expect(capabilities.map((item) => item.textContent)).toEqual([
      'troubleshoot a problem',
      'file a bug ticket',
      'file an assistance ticket',
      'answer FAQs',
    ]);
    await expect(input()).toHaveAttribute('placeholder', 'Enter you query here');
    await expect(send()).toBeEnabled();
  },
};

export const Conversation: Story = {
  args: { messages: conversation },
  play: async ({ canvasElement }) => {
    const { log } = setup(canvasElement);
    const thread = within(log());
    // The user's text stays plain, line break included; the assistant's is markdown.
    await expect(thread.getByText(/How do I export my class results\?/)).toHaveTextContent(
      'How do I export my class results? I need them as a file.',
    );
    await expect(thread.getByRole('link', { name: /results\.csv/ })).toHaveAttribute(
      'href',
      '/downloads/results.csv',
    );
    await expect(thread.getByRole('link', { name: /the guide/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(thread.getByRole('figure', { name: 'ts' })).toHaveTextContent(
      'await fetch("/classes/42/results");',
    );
  },
};

/** Plays the caller's part: echoes the user's message and answers after a moment. */
function Conversing(args: ChatPanelProps) {
  const [messages, setMessages] = useState(args.messages);
  const [pending, setPending] = useState(false);
  return (
    <ChatPanel
      {...args}
      messages={messages}
      pending={pending}
      onSend={(text) => {
        args.onSend?.(text);
        setMessages((current) => [...current, { id: `u${current.length}`, role: 'user', text }]);
        setPending(true);
        setTimeout(() => {
          setMessages((current) => [
            ...current,
            { id: `a${current.length}`, role: 'assistant', text: 'Try reloading the lesson.' },
          ]);
          setPending(false);
        }, 400);
      }}
    />
  );
}

export const Sending: Story = {
  render: (args) => <Conversing {...args} />,
  play: async ({ args, canvasElement }) => {
    const { canvas, log, input, send } = setup(canvasElement);

    // Empty or blank input is not sent.
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input(), '   ');
    await userEvent.click(send());
    await expect(args.onSend).not.toHaveBeenCalled();

    // Shift+Enter and Ctrl+Enter add lines; Enter sends the trimmed text.
    await userEvent.clear(input());
    await userEvent.type(
      input(),
      '  My lesson{Shift>}{Enter}{/Shift}will not{Control>}{Enter}{/Control}load  ',
    );
    await expect(input()).toHaveValue('  My lesson\nwill not\nload  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('My lesson\nwill not\nload');
    await expect(input()).toHaveValue('');
    await expect(input()).toHaveFocus();

    // While the reply is pending: dots, a status for assistive technology, and no sending.
    const typing = canvas.getByRole('status');
    await expect(typing).toHaveTextContent('Janus is typing');
    await expect(send()).toBeDisabled();
    await userEvent.type(input(), 'Hello?{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(input()).toHaveValue('Hello?');

    await within(log()).findByText('Try reloading the lesson.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(send()).toBeEnabled();
    // Sending with the button works too, and keeps the caret in the input.
    await userEvent.click(send());
    await expect(args.onSend).toHaveBeenLastCalledWith('Hello?');
    await expect(input()).toHaveFocus();
  },
};

export const Pending: Story = {
  args: {
    messages: [greeting, { id: 'u1', role: 'user', text: 'My quiz will not submit.' }],
    pending: true,
  },
  play: async ({ canvasElement }) => {
    const { canvas, send } = setup(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Janus is typing');
    await expect(send()).toBeDisabled();
  },
};

const longThread: ChatMessage[] = [
  greeting,
  ...Array.from({ length: 12 }, (_, index): ChatMessage[] => [
    { id: `u${index}`, role: 'user', text: `Question ${index + 1}` },
    { id: `a${index}`, role: 'assistant', text: `Answer ${index + 1}` },
  ]).flat(),
];

export const ScrollsToNewest: Story = {
  args: { messages: longThread },
  play: async ({ canvasElement }) => {
    const { log } = setup(canvasElement);
    const thread = log();
    const atBottom = () => thread.scrollHeight - thread.scrollTop - thread.clientHeight < 2;
    await expect(thread.scrollHeight).toBeGreaterThan(thread.clientHeight);
    // Kept there while fonts and layout settle, a frame or two after the first render.
    await waitFor(() => expect(atBottom()).toBe(true));

    // The conversation is a tab stop, so keyboard users can scroll it.
    setup(canvasElement).launcher('Close help desk').focus();
    await userEvent.tab();
    await expect(thread).toHaveFocus();
  },
};

/** Resolves after the browser has drawn twice: scroll and resize observers have run. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const KeepsNewestInView: Story = {
  args: { messages: longThread },
  play: async ({ canvasElement }) => {
    const thread = setup(canvasElement).log();
    const panel = thread.closest<HTMLElement>('[data-part="panel"]');
    if (!panel) throw new Error('The thread is outside the floating panel.');
    const atBottom = () => thread.scrollHeight - thread.scrollTop - thread.clientHeight < 2;
    await waitFor(() => expect(atBottom()).toBe(true));

    // The newest message stays in view while the panel changes size...
    panel.style.height = '20rem';
    await waitFor(() => expect(atBottom()).toBe(true));

    // ...unless the reader has scrolled back to something older.
    thread.scrollTop = 0;
    await nextFrames();
    panel.style.height = '';
    await nextFrames();
    await expect(thread.scrollTop).toBe(0);
  },
};

export const TicketPending: Story = {
  args: {
    messages: [
      greeting,
      { id: 'a1', role: 'assistant', text: 'I have filed a bug ticket for you.' },
    ],
    ticket: {},
    closed: true,
  },
  play: async ({ canvasElement }) => {
    const { log } = setup(canvasElement);
    const thread = within(log());
    await expect(
      thread.getByText('For reference, please take note of this ticket ID'),
    ).toBeVisible();
    await expect(thread.getByText(/^Ticket:/)).toHaveTextContent(
      'Ticket: waiting for the ticket ID',
    );
  },
};

export const TicketFiled: Story = {
  args: { ...TicketPending.args, ticket: { key: 'HD-1042' } },
  play: async ({ canvasElement }) => {
    const { log } = setup(canvasElement);
    await expect(within(log()).getByText(/^Ticket:/)).toHaveTextContent('Ticket: HD-1042');
  },
};

export const ScreenshotRequested: Story = {
  args: {
    messages: [greeting, { id: 'a1', role: 'assistant', text: 'Could you share a screenshot?' }],
    screenshotRequested: true,
  },
  play: async ({ canvasElement }) => {
    const { canvas } = setup(canvasElement);
    await expect(canvas.getByLabelText('Drag images here')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Attach Images' })).toBeDisabled();
  },
};

/** Keeps the dropped images, as the help-desk feature does. */
function CollectingImages(args: ChatPanelProps) {
  const [images, setImages] = useState(args.images ?? []);
  return (
    <ChatPanel
      {...args}
      images={images}
      onImagesAdded={(added) => {
        args.onImagesAdded?.(added);
        setImages((current) => [...current, ...added]);
      }}
      onRemoveImage={(id) => {
        args.onRemoveImage?.(id);
        setImages((current) => current.filter((image) => image.id !== id));
      }}
    />
  );
}

export const ScreenshotsAttached: Story = {
  args: {
    ...ScreenshotRequested.args,
    images: [screenshot('error-page.png'), screenshot('console.png')],
  },
  render: (args) => <CollectingImages {...args} />,
  play: async ({ args, canvasElement }) => {
    const { canvas } = setup(canvasElement);
    const attach = canvas.getByRole('button', { name: 'Attach Images' });
    await userEvent.click(attach);
    await expect(args.onAttachImages).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove console.png' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith('console.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove error-page.png' }));
    await expect(attach).toBeDisabled();
  },
};

export const ScreenshotsWhileClosed: Story = {
  args: { ...ScreenshotsAttached.args, closed: true },
  play: async ({ canvasElement }) => {
    const { canvas } = setup(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Attach Images' })).toBeDisabled();
  },
};

export const ConversationClosed: Story = {
  args: { ...TicketFiled.args },
  play: async ({ args, canvasElement }) => {
    const { canvas } = setup(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** Closes the conversation after the first message, and restarts it on request. */
function ClosingAndRestarting(args: ChatPanelProps) {
  const [messages, setMessages] = useState(args.messages);
  const [closed, setClosed] = useState(false);
  return (
    <ChatPanel
      {...args}
      messages={messages}
      closed={closed}
      onSend={(text) => {
        setMessages((current) => [...current, { id: 'u1', role: 'user', text }]);
        setClosed(true);
      }}
      onRestart={() => {
        args.onRestart?.();
        setMessages(args.messages);
        setClosed(false);
      }}
    />
  );
}

export const RestartKeepsFocus: Story = {
  render: (args) => <ClosingAndRestarting {...args} />,
  play: async ({ args, canvasElement }) => {
    const { canvas, input } = setup(canvasElement);
    await userEvent.type(input(), 'File a bug please{Enter}');
    // The input gives way to Restart, and focus goes with it.
    const restart = await canvas.findByRole('button', { name: 'Restart' });
    await waitFor(() => expect(restart).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input()).toHaveFocus());
  },
};

export const Controlled: Story = {
  args: { open: false, defaultOpen: undefined },
  play: async ({ args, canvasElement }) => {
    const { canvas, launcher } = setup(canvasElement);
    await userEvent.click(launcher('Open help desk'));
    // The parent owns `open`: the panel asks and waits.
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    messages: [greeting, { id: 'u1', role: 'user', text: 'My quiz will not submit.' }],
    notice: { message: 'Janus is taking longer than usual. Try again.', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const { log, send } = setup(canvasElement);
    const notice = within(log()).getByRole('alert');
    await expect(notice).toHaveTextContent('Janus is taking longer than usual. Try again.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    await expect(args.notice?.onRetry).toHaveBeenCalledTimes(1);
    // The user may also just type something else.
    await expect(send()).toBeEnabled();
  },
};

export const ErrorWithoutRetry: Story = {
  args: {
    messages: [greeting, { id: 'a1', role: 'assistant', text: 'I have filed a bug ticket.' }],
    closed: true,
    notice: { message: 'Error: title is required.' },
  },
  play: async ({ canvasElement }) => {
    const { log } = setup(canvasElement);
    const notice = within(log()).getByRole('alert');
    await expect(notice).toHaveTextContent('Error: title is required.');
    await expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  },
};
