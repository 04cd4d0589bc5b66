import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callsTo, failure, mockApiClient } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { ticketsBackend, withScreenshots } from './ticket-fixtures';
import { TicketsAdmin } from './tickets-admin';

const meta = {
  title: 'Features/Help desk/TicketsAdmin',
  component: TicketsAdmin,
  decorators: [withAppProviders],
  args: { client: mockApiClient({}) },
  argTypes: { client: { control: false } },
  // A fresh backend per render: a replayed story starts from the same statuses.
  loaders: [
    () => {
      const api = mockApiClient(ticketsBackend());
      return { api, client: withScreenshots(api) };
    },
  ],
  render: (args, { loaded }) => <TicketsAdmin {...args} client={loaded.client} />,
} satisfies Meta<typeof TicketsAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Help-desk tickets, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Quiz will not submit',
      'Help enrolling my class',
      'Video has no sound',
    ]);
    await expect(within(rows[1] as HTMLElement).getByText('In progress')).toBeVisible();
  },
};

export const FiltersByTypeAndStatus: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Tasks' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Open HELP-/ })).toHaveLength(1),
    );
    await expect(canvas.getByRole('button', { name: 'Open HELP-2' })).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Resolved' }));
    await expect(await canvas.findByText('No tickets match these filters.')).toBeVisible();
    await expect(callsTo(loaded.api, 'tickets').at(-1)?.query).toMatchObject({
      type: 'Task',
      status: 'resolved',
    });
  },
};

export const OpensATicketAndChangesItsStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Open HELP-3' });
    await userEvent.click(open);
    const ticket = await canvas.findByRole('article', { name: 'HELP-3: Quiz will not submit' });
    await waitFor(() => expect(ticket).toHaveFocus());
    const details = within(ticket);
    await expect(details.getByText('Pressing Submit does nothing.')).toBeVisible();
    await expect(details.getByText('Ada Lovelace (ada@sparked.test)')).toBeVisible();
    const screenshot = await details.findByRole('img', { name: 'Screenshot 1 of HELP-3' });
    await waitFor(() => expect((screenshot as HTMLImageElement).naturalWidth).toBe(320));
    await expect(details.getByText('Submit', { selector: 'code' })).toBeVisible();

    await userEvent.click(details.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'In progress' }));
    const row = canvas.getByRole('button', { name: 'Open HELP-3' }).closest('tr') as HTMLElement;
    await expect(await within(row).findByText('In progress')).toBeVisible();

    await userEvent.click(details.getByRole('button', { name: 'Close ticket view' }));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open HELP-3' })).toHaveFocus();
  },
};

export const LoadError: Story = {
  loaders: [
    () => ({
      client: mockApiClient({ tickets: failure(403, 'forbidden', 'Only staff can see tickets.') }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The tickets could not be loaded: Only staff can see tickets.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
