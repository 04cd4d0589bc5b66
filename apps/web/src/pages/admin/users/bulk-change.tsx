import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type BulkUserAction,
  type BulkUserChange,
  type BulkUserResult,
  bulkPreviewLimit,
  type UserFilter,
  type UserRole,
  userRoles,
} from '@sparked/contracts';
import {
  managedTagsQueryOptions,
  useBulkUserChange,
  userRoleLabels,
} from '@sparked/features/admin';
import { catalogueSentence } from '@sparked/features/api-client';
import { shownEmail } from '@sparked/features/lms-accounts';
import { useSession } from '@sparked/features/session';
import { translatedRecord } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import { shownState } from './change-states';

type ActionKind = BulkUserAction['kind'];
const actionLabels = translatedRecord<ActionKind>({
  addTag: msg`Add a tag`,
  removeTag: msg`Remove a tag`,
  setRole: msg`Change the role`,
  deactivate: msg`Deactivate`,
  reactivate: msg`Reactivate`,
});

function actionOf(
  kind: ActionKind | '',
  tagId: string,
  role: UserRole | '',
): BulkUserAction | null {
  if (kind === 'addTag' || kind === 'removeTag') return tagId ? { kind, tagId } : null;
  if (kind === 'setRole') return role ? { kind, role } : null;
  return kind ? { kind } : null;
}

/** What the dry run found: the users it would change, those it would leave, and why. */
function Preview({ result, action }: { result: BulkUserResult; action: BulkUserAction }) {
  const { t } = useLingui();
  const none = t({ message: 'none', comment: 'A user with no tags, before or after a change' });
  return (
    <Stack gap={3}>
      <p className={styles.lead} role="status" data-bulk-preview="">
        <Trans>
          This would change <Plural value={result.changed} one="# user" other="# users" /> of the{' '}
          {result.matched} it reaches.
        </Trans>
      </p>
      {result.changes.length > 0 ? (
        <TableScroll label={t`What would change`}>
          <table className={tableStyles.table}>
            <HeaderRow labels={[t`User`, t`Email`, t`Now`, t`After`]} />
            <tbody>
              {result.changes.map((change) => (
                <tr key={change.userId}>
                  <th scope="row" className={tableStyles.cell}>
                    {change.name}
                  </th>
                  <td className={tableStyles.cell}>{shownEmail(change.email)}</td>
                  <td className={tableStyles.cell}>{shownState(action, change.before, none)}</td>
                  <td className={tableStyles.cell}>{shownState(action, change.after, none)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {result.changed > bulkPreviewLimit ? (
        <p className={styles.note}>
          <Trans>
            The first {bulkPreviewLimit} are shown; the change applies to all {result.changed}.
          </Trans>
        </p>
      ) : null}
      {result.refused.map((refusal) => (
        <p key={refusal.userId} className={styles.note}>
          <Trans>
            {refusal.name} stays as they are: {catalogueSentence(refusal.reason, refusal.entry)}
          </Trans>
        </p>
      ))}
    </Stack>
  );
}

/**
 * One change to many users: the chosen ones, or everyone the filter finds. A dry run comes first
 * and says exactly what would change; only then can it be applied, to the same users.
 */
export function BulkChange({
  chosen,
  filter,
  filtered,
  onDone,
}: {
  chosen: string[];
  filter: UserFilter;
  /** How many users the filter finds. */
  filtered: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const tags = useQuery(managedTagsQueryOptions(session.client));
  const bulk = useBulkUserChange(session.client);
  // Until the admin picks, the change reaches the chosen users if there are any.
  const [picked, setReach] = useState<'chosen' | 'filter' | null>(null);
  const reach = chosen.length === 0 ? 'filter' : (picked ?? 'chosen');
  const [kind, setKind] = useState<ActionKind | ''>('');
  const [tagId, setTagId] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [reason, setReason] = useState('');
  const [dryRunOf, setDryRunOf] = useState<{ change: BulkUserChange; result: BulkUserResult }>();
  // The form and the preview take each other's place: focus goes to what the press showed, the
  // preview's sentence or the form's first choice (decision 0044).
  const focusAfterAction = useFocusAfterAction();
  const focusForm = () =>
    focusAfterAction(() => '#main-content [data-bulk-form] :is(input, button):not(:disabled)');

  const action = actionOf(kind, tagId, role);
  const target = reach === 'chosen' ? { userIds: chosen } : { filter };
  // A preview stands only for the users it was made for: a new choice or filter asks again.
  const preview =
    dryRunOf && JSON.stringify(dryRunOf.change.target) === JSON.stringify(target)
      ? dryRunOf
      : undefined;
  const restart = () => {
    setDryRunOf(undefined);
    bulk.reset();
    focusForm();
  };

  const dryRun = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const change: BulkUserChange = { target, action, reason: reason.trim(), dryRun: true };
    const result = await bulk.mutateAsync(change).catch(() => null);
    if (!result) return;
    setDryRunOf({ change, result });
    focusAfterAction(() => '#main-content [data-bulk-preview]');
  };
  const apply = async () => {
    if (!preview) return;
    const result = await bulk.mutateAsync({ ...preview.change, dryRun: false }).catch(() => null);
    if (!result) return;
    notify({
      type: 'success',
      title: t`Done`,
      message: plural(result.changed, { one: 'Changed # user.', other: 'Changed # users.' }),
    });
    restart();
    setReason('');
    onDone();
  };

  return (
    <Card as="section" heading={t`Change many at once`} headingLevel={2}>
      {preview ? (
        <Stack gap={4}>
          <Preview result={preview.result} action={preview.change.action} />
          {bulk.error ? (
            <p role="alert" className={styles.errorText}>
              {bulk.error.message}
            </p>
          ) : null}
          <Inline gap={2}>
            <Button
              onClick={() => void apply()}
              loading={bulk.isPending}
              disabled={preview.result.changed === 0}
            >
              <Plural
                value={preview.result.changed}
                one="Apply to # user"
                other="Apply to # users"
              />
            </Button>
            <Button variant="secondary" onClick={restart}>
              <Trans>Change the choice</Trans>
            </Button>
          </Inline>
        </Stack>
      ) : (
        <form data-bulk-form="" onSubmit={(event) => void dryRun(event)}>
          <Stack gap={4} align="start">
            <fieldset>
              <legend>
                <Trans>Who</Trans>
              </legend>
              <Stack gap={2}>
                <label className={styles.inlineRow}>
                  <input
                    type="radio"
                    name="reach"
                    checked={reach === 'chosen'}
                    disabled={chosen.length === 0}
                    onChange={() => setReach('chosen')}
                  />
                  {chosen.length
                    ? plural(chosen.length, {
                        one: 'The # chosen user',
                        other: 'The # chosen users',
                      })
                    : t`Nobody chosen yet`}
                </label>
                <label className={styles.inlineRow}>
                  <input
                    type="radio"
                    name="reach"
                    checked={reach === 'filter'}
                    onChange={() => setReach('filter')}
                  />
                  <Trans>Everyone the search and filters find ({filtered})</Trans>
                </label>
              </Stack>
            </fieldset>
            <Inline gap={3} align="end" wrap>
              <Select
                label={t`Change`}
                placeholder={t`Choose a change`}
                options={Object.entries(actionLabels).map(([value, label]) => ({ value, label }))}
                value={kind}
                onValueChange={(value) => setKind(value as ActionKind)}
              />
              {kind === 'addTag' || kind === 'removeTag' ? (
                <Select
                  label={t`Tag`}
                  placeholder={tags.data?.length ? t`Choose a tag` : t`No tags yet`}
                  options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                  value={tagId}
                  onValueChange={setTagId}
                />
              ) : null}
              {kind === 'setRole' ? (
                <Select
                  label={t`New role`}
                  placeholder={t`Choose a role`}
                  options={userRoles.map((each) => ({ value: each, label: userRoleLabels[each] }))}
                  value={role}
                  onValueChange={(value) => setRole(value as UserRole)}
                />
              ) : null}
            </Inline>
            <TextField
              label={t`Reason`}
              description={t`Kept in the audit log and shown to each user it concerns.`}
              required
              minLength={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            {bulk.error ? (
              <p role="alert" className={styles.errorText}>
                {bulk.error.message}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" loading={bulk.isPending} disabled={!action}>
              <Trans>Preview the change</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
