import { useLingui } from '@lingui/react/macro';
import {
  type AdminUserDetail,
  maxWalletAmount,
  type WalletName,
  walletNames,
} from '@sparked/contracts';
import { ledgerPageSize, userLedgerQueryOptions, useWalletGrant } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { walletLabel } from '@sparked/features/wallet';
import { Card } from '@sparked/ui/card';
import { formatCount } from '@sparked/ui/format';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import * as styles from '../../../shared/page.css';
import { SaveForm } from '../../../shared/save-form';
import { signedAmount, WalletHistoryTable } from '../../wallet-history';

/** Grant or take back an amount of one wallet, with a reason kept in the ledger and the log. */
function GrantForm({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const { session } = useSession();
  const grant = useWalletGrant(session.client);
  const [wallet, setWallet] = useState<WalletName>('ACHIEVEMENT_POINTS');
  const [formKey, setFormKey] = useState(0);
  return (
    <SaveForm
      key={formKey}
      mutation={grant}
      submitLabel={t`Grant or revoke`}
      save={(form) =>
        grant.mutateAsync({
          userId: user.id,
          wallet,
          amount: Number(form.get('amount')),
          reason: String(form.get('reason')),
        })
      }
      saved={(form) => {
        const amount = Number(form.get('amount'));
        const signed = signedAmount(amount);
        const walletName = walletLabel(wallet).toLowerCase();
        const name = user.firstName;
        return t`${signed} ${walletName} for ${name}.`;
      }}
      onSaved={() => setFormKey((key) => key + 1)}
    >
      <Select
        label={t`Wallet`}
        options={walletNames.map((name) => ({ value: name, label: walletLabel(name) }))}
        value={wallet}
        onValueChange={(value) => setWallet(value as WalletName)}
      />
      <TextField
        label={t`Amount`}
        name="amount"
        type="number"
        description={t`A negative amount takes back.`}
        required
        step={1}
        min={-maxWalletAmount}
        max={maxWalletAmount}
      />
      <TextField
        label={t`Reason`}
        name="reason"
        description={t`Kept in the ledger and the audit log, and shown to the user.`}
        required
        minLength={3}
        maxLength={200}
      />
    </SaveForm>
  );
}

function Ledger({ userId }: { userId: string }) {
  const { session } = useSession();
  const [offset, setOffset] = useState(0);
  const ledger = useQuery(userLedgerQueryOptions(session.client, userId, offset));
  return (
    <WalletHistoryTable
      ledger={ledger}
      offset={offset}
      pageSize={ledgerPageSize}
      onOffset={setOffset}
    />
  );
}

/** The user's balances, an admin's grant or revoke, and the history behind the balances. */
export function WalletCard({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`Wallets`} headingLevel={2}>
      <Stack gap={5}>
        <dl className={styles.details}>
          {walletNames.map((name) => (
            <Fragment key={name}>
              <dt className={styles.term}>{walletLabel(name)}</dt>
              <dd className={styles.definition}>{formatCount(user.wallets[name] ?? 0)}</dd>
            </Fragment>
          ))}
        </dl>
        <GrantForm user={user} />
        <Ledger userId={user.id} />
      </Stack>
    </Card>
  );
}
