import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { translatedRecord } from '@sparked/i18n';
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

const limitLabels = translatedRecord<RewardLimit>({
  once: msg`Once per user`,
  daily: msg`Once a day`,
  unlimited: msg`Every time`,
});

/** A rule's reward and how often it pays: a new rule, or changes to one. */
function RuleForm({ rule, onDone }: { rule?: RewardRule; onDone: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const save = useRewardRuleSave(session.client);
  const [wallet, setWallet] = useState<WalletName>(rule?.wallet ?? 'ACHIEVEMENT_POINTS');
  const [limit, setLimit] = useState<RewardLimit>(rule?.limit ?? 'once');
  return (
    <SaveForm
      mutation={save}
      submitLabel={rule ? t`Save the rule` : t`Add the rule`}
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
      saved={() => t`The rule is saved.`}
      onSaved={onDone}
    >
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`For (what happened)`}
          name="referenceTable"
          required
          pattern="[a-z][a-z0-9_]{0,62}"
          description={t`A lower-case name such as daily_sign_in.`}
          defaultValue={rule?.referenceTable}
          readOnly={Boolean(rule)}
        />
        <TextField
          label={t`Which one`}
          name="referenceSelector"
          required
          maxLength={200}
          defaultValue={rule?.referenceSelector}
          readOnly={Boolean(rule)}
        />
      </Inline>
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`Amount`}
          name="amount"
          type="number"
          required
          min={1}
          step={1}
          defaultValue={rule?.amount ?? 10}
        />
        <Select
          label={t`Wallet`}
          options={walletNames.map((name) => ({ value: name, label: walletLabel(name) }))}
          value={wallet}
          onValueChange={(value) => setWallet(value as WalletName)}
        />
        <Select
          label={t`How often`}
          options={rewardLimits.map((each) => ({ value: each, label: limitLabels[each] }))}
          value={limit}
          onValueChange={(value) => setLimit(value as RewardLimit)}
        />
      </Inline>
      <label className={styles.inlineRow}>
        <input type="checkbox" name="active" defaultChecked={rule?.active ?? true} />
        <Trans>Pays out</Trans>
      </label>
    </SaveForm>
  );
}

/**
 * Reward rules for admins: what each action pays and how often. The server's own
 * rules (a first avatar, a first ticket) are changed here too; what triggers them is not.
 */
export function RewardRulesPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const rules = useQuery(rewardRulesQueryOptions(session.client));
  const [editing, setEditing] = useState<{ rule?: RewardRule } | null>(null);
  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>
          <Trans>Reward rules</Trans>
        </h1>
        <Button onClick={() => setEditing({})}>
          <Trans>New rule</Trans>
        </Button>
      </Inline>
      <QueryState query={rules} loading={t`Loading the rules`} what={t`The reward rules`}>
        {(list) => (
          <TableScroll label={t`Reward rules`}>
            <table className={tableStyles.table}>
              <HeaderRow labels={[t`For`, t`Which one`, t`Reward`, t`How often`, t`Status`, '']} />
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
                        {rule.active ? t`Pays out` : t`Off`}
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
        closeLabel={t`Cancel`}
        title={editing?.rule ? t`Edit the rule` : t`New rule`}
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
