import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatConversation } from './chat-conversation';

const meta = {
  title: 'Help desk/ChatConversation',
  component: ChatConversation,
  args: {
    messages: [
      {
        id: 'greeting',
        role: 'assistant',
        text: "Hi, I'm Janus. I can:\n- troubleshoot a problem\n- answer FAQs\n\nHow can I help?",
      },
    ],
    onSend: fn(),
    onRestart: fn(),
  },
  decorators: [
    // A full page gives the conversation its height; the floating panel is ChatPanel.
    (Story) => (
      <div style={{ display: 'flex', height: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  args: { autoFocus: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Janus' })).toBeVisible();
    // There is no launcher: the conversation is the page.
    await expect(canvas.queryByRole('button', { name: /help desk/ })).not.toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: 'Message Janus' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, ' Where is my certificate? {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Where is my certificate?');
  },
};

export const Closed: Story = {
  args: { closed: true, ticket: { key: 'HELP-7' }, autoFocus: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const restart = canvas.getByRole('button', { name: 'Restart' });
    await waitFor(() => expect(restart).toHaveFocus());
    await expect(canvas.getByText(/^Ticket:/)).toHaveTextContent('Ticket: HELP-7');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};
