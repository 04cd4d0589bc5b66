import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '../../api-client';
import { mockApiClient } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { HelpDeskConversation } from './help-desk-conversation';
import { janusBackend, memoryStorage, quickPoll, studentEmail } from './story-fixtures';

type Loaded = { client: ApiClient; storage: Storage };

const meta = {
  title: 'Features/Help desk/HelpDeskConversation',
  component: HelpDeskConversation,
  decorators: [withAppProviders],
  args: {
    client: mockApiClient({}),
    email: studentEmail,
    pathname: '/ai-tools/janus',
    poll: quickPoll,
  },
  argTypes: { client: { control: false }, storage: { control: false } },
  // A fresh Janus per render, so a replayed story starts from an empty thread.
  loaders: [
    (): Loaded => ({ client: mockApiClient(janusBackend().handlers), storage: memoryStorage() }),
  ],
  render: (args, { loaded }) => (
    <HelpDeskConversation {...args} client={loaded.client} storage={loaded.storage} />
  ),
} satisfies Meta<typeof HelpDeskConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(canvas.getByRole('log', { name: 'Conversation with Janus' }));
    await expect(await log.findByText(/Hi, I'm Janus/)).toBeVisible();
    // No launcher: the page is the conversation, and the caret is already in the input.
    await expect(canvas.queryByRole('button', { name: /help desk/ })).not.toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: 'Message Janus' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'Where is my certificate?{Enter}');
    await expect(await log.findByText(/Certificates appear on your profile/)).toBeVisible();
    await expect(input).toHaveFocus();
  },
};
