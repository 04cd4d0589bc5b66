import type { LedgerEntry } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletHistoryTable } from './wallet-history';

const entry = (reason: string, reasonEntry?: LedgerEntry['reasonEntry']): LedgerEntry => ({
  id: reason,
  wallet: 'DIAMONDS',
  delta: 5,
  kind: 'reward',
  reason,
  ...(reasonEntry ? { reasonEntry } : {}),
  reference: null,
  actorId: null,
  createdAt: '2026-11-30T09:00:00.000Z',
});

const entries = [
  entry('Reward for taking part in the event “Reading week”', {
    id: 'wallet.ledger.event-reward',
    values: { event: 'Reading week' },
  }),
  entry('Well done at the science fair'),
];

function History() {
  const ledger = useQuery({
    queryKey: ['ledger'],
    queryFn: async () => ({ entries, total: entries.length }),
  });
  return <WalletHistoryTable ledger={ledger} offset={0} pageSize={20} onOffset={() => {}} />;
}

afterEach(() => {
  cleanup();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the wallet history', () => {
  it("says Sparked's reasons in the reader's language and an admin's own words as written", async () => {
    // Some of `fil.po` as the app loads it: the server's texts keep their explicit ids.
    i18n.loadAndActivate({
      locale: 'fil',
      messages: {
        'wallet.ledger.event-reward': ['Gantimpala sa pagsali sa kaganapang “', ['event'], '”'],
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <History />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Gantimpala sa pagsali sa kaganapang “Reading week”'),
    ).toBeTruthy();
    expect(screen.getByText('Well done at the science fair')).toBeTruthy();
    expect(screen.queryByText(/Reward for taking part/)).toBeNull();
  });
});
