import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  economyBackend,
  newStudentWallets,
  powerUpsCategoryId,
  richWallets,
} from '../../story-support/economy-backend';
import { callsTo, failure, mockApiClient, ok } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { StorePage } from './store-page';

const meta = {
  title: 'Features/Store/StorePage',
  component: StorePage,
  decorators: [withAppProviders],
  args: { client: mockApiClient(economyBackend().handlers) },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof StorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }));

export const Affordable: Story = {
  args: { client: mockApiClient(economyBackend().handlers) },
  play: async ({ args, canvasElement }) => {
    const spikes = await card(canvasElement, 'Spikes');
    await expect(spikes.getByText('10,000 achievement points')).toBeVisible();
    await userEvent.click(spikes.getByRole('button', { name: 'Buy Spikes' }));

    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Buy Spikes?')).toBeVisible();
    await expect(
      dialog.getByText(/This costs 10,000 achievement points\.\s+You will have 15,000/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy' }));

    await expect(await page(canvasElement).findByText('Spikes is yours.')).toBeVisible();
    await expect(await spikes.findByText('Owned')).toBeVisible();
    await expect(spikes.queryByRole('button', { name: 'Buy Spikes' })).not.toBeInTheDocument();

    // One attempt, one Idempotency-Key; a thing owned once is bought without a quantity.
    const purchases = callsTo(args.client, 'purchaseItem');
    await expect(purchases).toHaveLength(1);
    await expect(purchases[0]).toMatchObject({
      params: { id: 'item-FrontHair6' },
      body: { category_id: expect.any(String) },
      headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}\.1$/) },
    });
    await expect(purchases[0]?.body).not.toHaveProperty('quantity');
  },
};

export const OwnedAndFree: Story = {
  play: async ({ canvasElement }) => {
    const quiff = await card(canvasElement, 'Quiff');
    await expect(quiff.getByText('Owned')).toBeVisible();
    await expect(quiff.queryByRole('button')).not.toBeInTheDocument();
    // Free parts are everyone's already: the editor offers them, the store does not list them.
    const avatarItems = within(
      within(canvasElement).getByRole('region', { name: 'Avatar' }),
    ).getAllByRole('article');
    await expect(avatarItems.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Spikes',
      'Quiff',
      'Top bun',
    ]);
  },
};

export const Unaffordable: Story = {
  args: { client: mockApiClient(economyBackend({ wallets: newStudentWallets }).handlers) },
  play: async ({ canvasElement }) => {
    const spikes = await card(canvasElement, 'Spikes');
    const buy = spikes.getByRole('button', { name: 'Buy Spikes' });
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
    await expect(buy).toHaveAccessibleDescription('Not enough Achievement points');
    // Still focusable, so the reason can be found by keyboard, but pressing it buys nothing.
    buy.focus();
    await expect(buy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(spikes.getByText('Not enough Achievement points')).toBeVisible();
    const refill = await card(canvasElement, 'Energy refill');
    await expect(refill.getByText('Not enough Diamonds')).toBeVisible();
    await expect(refill.queryByRole('spinbutton', { name: /Quantity/ })).not.toBeInTheDocument();
  },
};

export const SoldOutAndLimitReached: Story = {
  play: async ({ canvasElement }) => {
    const ticket = await card(canvasElement, 'Golden ticket');
    await expect(ticket.getByRole('button', { name: 'Buy Golden ticket' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(ticket.getByText('Out of stock')).toBeVisible();
    const freeze = await card(canvasElement, 'Streak freeze');
    await expect(freeze.getByText('You have 3')).toBeVisible();
    await expect(
      freeze.getByRole('button', { name: 'Buy Streak freeze' }),
    ).toHaveAccessibleDescription('You have reached the limit for this item');
  },
};

export const BuysAQuantity: Story = {
  args: { client: mockApiClient(economyBackend().handlers) },
  play: async ({ args, canvasElement }) => {
    const refill = await card(canvasElement, 'Energy refill');
    const quantity = refill.getByRole('spinbutton', { name: /Quantity/ });
    // 40 diamonds buy at most 4 refills at 10 each.
    await expect(quantity).toHaveAttribute('max', '4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await expect(refill.getByText('Enter a whole number from 1 to 4.')).toBeVisible();
    await expect(refill.getByRole('button', { name: 'Buy Energy refill' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(refill.getByRole('button', { name: 'Buy Energy refill' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Buy 3 × Energy refill?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy' }));

    await expect(
      await page(canvasElement).findByText('You bought 3 × Energy refill.'),
    ).toBeVisible();
    // 10 diamonds are left: one more refill at most, and the picker starts from one again.
    await waitFor(() => expect(quantity).toHaveValue(1));
    // Refills went into the energy wallet: the card holds no count of them.
    await expect(refill.queryByText(/^You have/)).toBeNull();
    await expect(quantity).toHaveAttribute('max', '1');
    await expect(callsTo(args.client, 'purchaseItem')[0]?.body).toEqual({
      category_id: powerUpsCategoryId,
      quantity: 3,
    });
  },
};

export const Declined: Story = {
  args: { client: mockApiClient(economyBackend().handlers) },
  play: async ({ args, canvasElement }) => {
    const spikes = await card(canvasElement, 'Spikes');
    await userEvent.click(spikes.getByRole('button', { name: 'Buy Spikes' }));
    await page(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(callsTo(args.client, 'purchaseItem')).toEqual([]);
    await expect(spikes.getByRole('button', { name: 'Buy Spikes' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const RefusedByTheServer: Story = {
  args: {
    client: mockApiClient({
      ...economyBackend().handlers,
      purchaseItem: failure(409, 'out_of_stock', 'Spikes is sold out.'),
    }),
  },
  play: async ({ canvasElement }) => {
    const spikes = await card(canvasElement, 'Spikes');
    await userEvent.click(spikes.getByRole('button', { name: 'Buy Spikes' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Buy' }));
    await expect(await page(canvasElement).findByText('Purchase failed')).toBeVisible();
    await expect(page(canvasElement).getByText('Spikes is sold out.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    client: mockApiClient({
      ...economyBackend().handlers,
      tokenStore: ok({ categories: [] }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing is for sale right now. Check back soon.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { client: mockApiClient({ ...economyBackend().handlers, tokenStore: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the store' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: {
    client: mockApiClient({
      ...economyBackend({ wallets: richWallets }).handlers,
      tokenStore: failure(503, 'unavailable', 'The store is unavailable.'),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The store could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
