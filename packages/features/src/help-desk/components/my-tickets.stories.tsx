import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApiClient, ok } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { MyTickets } from './my-tickets';
import { ticketsBackend } from './ticket-fixtures';

const meta = {
  title: 'Features/Help desk/MyTickets',
  component: MyTickets,
  decorators: [withAppProviders],
  args: { client: mockApiClient(ticketsBackend()) },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof MyTickets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTickets: Story = {
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Help-desk tickets' }),
    );
    const items = await section.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/HELP-3.*Quiz will not submit.*Open/);
    await expect(items[2]).toHaveTextContent(/HELP-1.*Video has no sound.*Resolved/);
  },
};

export const NoTickets: Story = {
  args: { client: mockApiClient({ ownTickets: ok({ tickets: [], total: 0 }) }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You have no tickets\. When something goes wrong/),
    ).toBeVisible();
  },
};
