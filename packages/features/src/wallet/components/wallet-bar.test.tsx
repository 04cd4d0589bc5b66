import type { WalletBalances } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { defaultWalletRecheckMs } from '../model/refresh-schedule';
import { WalletBar } from './wallet-bar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setVisibility('visible');
});

/** The server's side: balances a prize job can change while the page stays open. */
function fakeServer() {
  const balances: WalletBalances = {
    ACHIEVEMENT_POINTS: 0,
    ENERGY: 5,
    DIAMONDS: 20,
    EXPERIENCE: 0,
  };
  const request = vi.fn(async () => ({
    success: true,
    status: 200,
    data: { wallets: { ...balances }, replenish: {}, caps: { ENERGY: 5 } },
  }));
  return { balances, client: { request } as unknown as ApiClient };
}

/** The app's own defaults: reads stay fresh for 30 s and tab switches refetch nothing by default. */
function renderHeader(client: ApiClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <WalletBar client={client} />
    </QueryClientProvider>,
  );
}

/** What the header says for diamonds, as a screen reader reads the list item: "20 Diamonds". */
const diamonds = () =>
  within(screen.getByRole('region', { name: 'Wallets' })).getByText('Diamonds').parentElement
    ?.textContent;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
}

describe('the header’s wallets', () => {
  it('show a prize the server paid while the student was away, on coming back to the tab', async () => {
    const { balances, client } = fakeServer();
    renderHeader(client);
    await vi.waitFor(() => expect(diamonds()).toBe('20Diamonds'));

    setVisibility('hidden');
    balances.DIAMONDS = 70; // the competition's close paid its first prize
    setVisibility('visible');

    await vi.waitFor(() => expect(diamonds()).toBe('70Diamonds'));
  });

  it('show a prize paid while the page stays open within the next check, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { balances, client } = fakeServer();
    renderHeader(client);
    await vi.waitFor(() => expect(diamonds()).toBe('20Diamonds'));

    balances.DIAMONDS = 30; // a league week ended and paid its second place
    await vi.advanceTimersByTimeAsync(defaultWalletRecheckMs - 1000);
    expect(diamonds()).toBe('20Diamonds');
    await vi.advanceTimersByTimeAsync(1000);

    await vi.waitFor(() => expect(diamonds()).toBe('30Diamonds'));
  });
});
