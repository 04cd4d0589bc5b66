import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '@sparked/contracts';
import { catalogueSentence } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import {
  walletHistoryPageSize,
  walletHistoryQueryOptions,
  walletLabel,
} from '@sparked/features/wallet';
import { Card } from '@sparked/ui/card';
import { dateFormat, formatCount } from '@sparked/ui/format';
import { Stack } from '@sparked/ui/stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../shared/header-row';
import * as styles from '../shared/page.css';
import { Paging } from '../shared/paging';
import { QueryState } from '../shared/query-state';
import * as tableStyles from '../shared/table.css';
import { TableScroll } from '../shared/table-scroll';

const shownDate = dateFormat('date and time');

/** "+25" or "−5", with a real minus sign. */
export const signedAmount = (amount: number) =>
  `${amount > 0 ? '+' : '−'}${formatCount(Math.abs(amount))}`;

/**
 * A page of wallet history: when, which wallet, how much and why, the why already a sentence from
 * the server. Admins read it on a user's page; everyone reads their own on their profile.
 */
export function WalletHistoryTable({
  ledger,
  offset,
  pageSize,
  onOffset,
}: {
  ledger: UseQueryResult<{ entries: LedgerEntry[]; total: number }>;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useLingui();
  return (
    <QueryState query={ledger} loading={t`Loading the wallet history`} what={t`The wallet history`}>
      {({ entries, total }) =>
        entries.length === 0 ? (
          <p className={styles.note}>
            <Trans>Nothing has moved in these wallets yet.</Trans>
          </p>
        ) : (
          <Stack gap={3}>
            <TableScroll label={t`Wallet history`}>
              <table className={tableStyles.table}>
                <HeaderRow
                  labels={[
                    t`When`,
                    t`Wallet`,
                    t({ message: 'Change', comment: 'How much a wallet went up or down: +25.' }),
                    t`Why`,
                  ]}
                />
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={tableStyles.cell}>
                        {shownDate.format(new Date(entry.createdAt))}
                      </td>
                      <td className={tableStyles.cell}>{walletLabel(entry.wallet)}</td>
                      <td className={tableStyles.cell}>{signedAmount(entry.delta)}</td>
                      <td className={tableStyles.cell}>
                        {catalogueSentence(entry.reason, entry.reasonEntry)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Paging
              label={t`Pages of the wallet history`}
              total={total}
              offset={offset}
              pageSize={pageSize}
              onOffset={onOffset}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** The signed-in user's own wallet history, so they can see what earned or cost them what. */
export function MyWalletHistory() {
  const { t } = useLingui();
  const { session } = useSession();
  const [offset, setOffset] = useState(0);
  const ledger = useQuery(walletHistoryQueryOptions(session.client, offset));
  return (
    <Card heading={t`Your wallet history`} as="section">
      <WalletHistoryTable
        ledger={ledger}
        offset={offset}
        pageSize={walletHistoryPageSize}
        onOffset={setOffset}
      />
    </Card>
  );
}
