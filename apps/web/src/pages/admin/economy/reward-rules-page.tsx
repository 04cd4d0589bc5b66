import {
  type RewardLimit,
  type RewardRule,
  rewardLimits,
  type WalletName,
  walletNames,
} from '@sparked/contracts';
import { rewardRulesQueryOptions, useRewardRuleSave } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { formatWalletAmount, walletLabel } from '@sparked/features/wallet';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Dialog } from '@sparked/ui/dialog';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import { SaveForm } from '../../../shared/save-form';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import { EditButton } from '../edit-button';

const limitLabels: Record<RewardLimit, string> = {
  once: 'Once per user',
  daily: 'Once a day',
  unlimited: 'Every time',
};

/** A rule's reward and how often it pays: a new rule, or changes to one. */
function RuleForm({ rule, onDone }: { rule?: RewardRule; onDone: () => void }) {
  const { session } = useSession();
  const save = useRewardRuleSave(session.client);
  const [wallet, setWallet] = useState<WalletName>(rule?.wallet ?? 'ACHIEVEMENT_POINTS');
  const [limit, setLimit] = useState<RewardLimit>(rule?.limit ?? 'once');
  return (
    <SaveForm
      mutation={save}
      submitLabel={rule ? 'Save the rule' : 'Add the rule'}
      save={(form) =>
        save.mutateAsync({
          id: rule?.id ?? null,
          fields: {
            referenceTable: String(form.get('referenceTable')),
            referenceSelector: String(form.get('referenceSelector')),
            wallet,
            amount: Number(form.get('amount')),
            limit,
            active: form.get('active') === 'on',
            claimedBy: rule?.claimedBy ?? 'client',
          },
        })
      }
      saved={() => 'The rule is saved.'}
      onSaved={onDone}
    >
      <Inline gap={3} align="end" wrap>
        <TextField
          label="For (what happened)"
          name="referenceTable"
          required
          pattern="[a-z][a-z0-9_]{0,62}"
          description="A lower-case name such as daily_sign_in."
          defaultValue={rule?.referenceTable}
          readOnly={Boolean(rule)}
        />
        <TextField
          label="Which one"
          name="referenceSelector"
          required
          maxLength={200}
          defaultValue={rule?.referenceSelector}
          readOnly={Boolean(rule)}
        />
      </Inline>
      <Inline gap={3} align="end" wrap>
        <TextField
          label="Amount"
          name="amount"
          type="number"
          required
          min={1}
          step={1}
          defaultValue={rule?.amount ?? 10}
        />
        <Select
          label="Wallet"
          options={walletNames.map((name) => ({ value: name, label: walletLabel(name) }))}
          value={wallet}
          onValueChange={(value) => setWallet(value as WalletName)}
        />
        <Select
          label="How often"
          options={rewardLimits.map((each) => ({ value: each, label: limitLabels[each] }))}
          value={limit}
          onValueChange={(value) => setLimit(value as RewardLimit)}
        />
      </Inline>
      <label className={styles.inlineRow}>
        <input type="checkbox" name="active" defaultChecked={rule?.active ?? true} />
        Pays out
      </label>
    </SaveForm>
  );
}

/**
 * Reward rules for admins: what each action pays and how often. The server's own
 * rules (a first avatar, a first ticket) are changed here too; what triggers them is not.
 */
export function RewardRulesPage() {
  const { session } = useSession();
  const rules = useQuery(rewardRulesQueryOptions(session.client));
  const [editing, setEditing] = useState<{ rule?: RewardRule } | null>(null);
  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>Reward rules</h1>
        <Button onClick={() => setEditing({})}>New rule</Button>
      </Inline>
      <QueryState query={rules} loading="Loading the rules" what="The reward rules">
        {(list) => (
          <TableScroll label="Reward rules">
            <table className={tableStyles.table}>
              <HeaderRow labels={['For', 'Which one', 'Reward', 'How often', 'Status', '']} />
              <tbody>
                {list.map((rule) => (
                  <tr key={rule.id}>
                    <th scope="row" className={tableStyles.cell}>
                      {rule.referenceTable}
                    </th>
                    <td className={tableStyles.cell}>{rule.referenceSelector}</td>
                    <td className={tableStyles.cell}>
                      {formatWalletAmount(rule.amount, rule.wallet)}
                    </td>
                    <td className={tableStyles.cell}>{limitLabels[rule.limit]}</td>
                    <td className={tableStyles.cell}>
                      <Badge tone={rule.active ? 'success' : 'neutral'}>
                        {rule.active ? 'Pays out' : 'Off'}
                      </Badge>
                    </td>
                    <td className={tableStyles.cell}>
                      <EditButton
                        what={`${rule.referenceTable} ${rule.referenceSelector}`}
                        onClick={() => setEditing({ rule })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </QueryState>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        closeLabel="Cancel"
        title={editing?.rule ? 'Edit the rule' : 'New rule'}
      >
        {editing ? (
          <RuleForm
            key={editing.rule?.id ?? 'new'}
            rule={editing.rule}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Stack>
  );
}
