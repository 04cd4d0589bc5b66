import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, mockApiClient, ok } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { WalletBar } from './wallet-bar';

const wallets = (energy: number, replenish: Record<string, number> = {}) =>
  ok({
    wallets: { ACHIEVEMENT_POINTS: 12500, ENERGY: energy, DIAMONDS: 40, EXPERIENCE: 320 },
    replenish,
    caps: { ENERGY: 5 },
  });

const meta = {
  title: 'Features/Wallet/WalletBar',
  component: WalletBar,
  decorators: [withAppProviders],
  args: { client: mockApiClient({ wallets: wallets(3, { ENERGY: 125 }) }) },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof WalletBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Wallets' });

export const WithEnergyRefilling: Story = {
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    // The loading bar has the same items, without amounts.
    await within(bar).findByText('12,500');
    const items = within(bar).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '12,500Achievement points',
      '3Energy',
      '40Diamonds',
      '320Experience points',
    ]);
    const timer = within(bar).getByRole('timer');
    await expect(bar).toHaveTextContent(/Next energy in 2:0[45]/);
    // It counts down while the page is open.
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
  },
};

export const RefillArrives: Story = {
  args: {
    client: (() => {
      let reads = 0;
      return mockApiClient({
        wallets: () => {
          reads += 1;
          return reads === 1 ? wallets(3, { ENERGY: 1 }) : wallets(4, { ENERGY: 1800 });
        },
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(await within(bar).findByText('3')).toBeVisible();
    // The bar reads the wallets again when the refill is due and shows the new balance.
    await expect(await within(bar).findByText('4', {}, { timeout: 4000 })).toBeVisible();
    await expect(within(bar).getByRole('timer')).toHaveTextContent(/^(30:00|29:59)$/);
  },
};

export const EnergyFull: Story = {
  args: { client: mockApiClient({ wallets: wallets(5) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Energy full')).toBeVisible();
    await expect(within(canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const NewStudent: Story = {
  args: {
    client: mockApiClient({
      wallets: ok({
        wallets: { ACHIEVEMENT_POINTS: 0, ENERGY: 0, DIAMONDS: 0, EXPERIENCE: 0 },
        replenish: { ENERGY: 1800 },
        caps: { ENERGY: 5 },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(await within(bar).findByText('Next energy in')).toBeVisible();
    await expect(within(bar).getByRole('timer')).toHaveTextContent(/^(30:00|29:59)$/);
  },
};

export const Loading: Story = {
  args: { client: mockApiClient({ wallets: 'pending' }) },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(
      within(bar).getByRole('status', { name: 'Loading your wallets' }),
    ).toBeInTheDocument();
    // The loaded bar's shape, so nothing below moves when the amounts arrive.
    await expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Achievement points', 'Energy', 'Diamonds', 'Experience points']);
  },
};

export const ErrorThenRetry: Story = {
  args: {
    client: (() => {
      let calls = 0;
      return mockApiClient({
        wallets: () => {
          calls += 1;
          return calls === 1
            ? failure(503, 'unavailable', 'The wallets are unavailable. Try again shortly.')
            : // 9:00, not 10:00: a tick on a slow machine keeps the (masked) timer as wide.
              wallets(4, { ENERGY: 540 });
        },
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(await within(bar).findByText('Your wallets could not be loaded.')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Try again' }));
    await expect(await within(bar).findByText('Energy')).toBeVisible();
    await expect(within(bar).getByRole('timer')).toHaveTextContent(/^(9:00|8:59)$/);
  },
};
