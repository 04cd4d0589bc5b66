import { Trans, useLingui } from '@lingui/react/macro';
import type { LtiPlatform } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Dialog } from '@sparked/ui/dialog';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { BooksPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import { useReportedAction } from '../../../shared/use-reported-action';
import { ltiPlatformsQueryOptions, requestOf, useLtiPlatformChange } from './lti-api';
import { PlatformForm } from './platform-form';

/** Approve, reject, edit and remove, each asking first where it cannot be taken back. */
function usePlatformActions() {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useLtiPlatformChange(session.client);
  const report = useReportedAction();
  const { confirm } = useDialogs();
  const confirmed = async (title: string, message: string, confirmLabel: string) => {
    try {
      await confirm({ type: 'danger', title, message, confirmLabel });
      return true;
    } catch (error) {
      if (error instanceof DialogCancelledError) return false;
      throw error;
    }
  };
  const approve = (platform: LtiPlatform) =>
    report(
      () => change.mutateAsync({ kind: 'approve', id: platform.id }),
      t`${platform.name} is approved. Its courses can launch Sparked.`,
    );
  const reject = async (platform: LtiPlatform) => {
    const sure = await confirmed(
      t`Reject ${platform.name}?`,
      t`Its registration is removed from Sparked. To connect it later, start the registration again from the LMS.`,
      t`Reject`,
    );
    if (sure)
      await report(
        () => change.mutateAsync({ kind: 'remove', id: platform.id }),
        t`${platform.name} is rejected.`,
      );
  };
  const remove = async (platform: LtiPlatform) => {
    const sure = await confirmed(
      t`Remove ${platform.name}?`,
      t`Launches from its courses stop working. People and classes it brought in stay in Sparked.`,
      t`Remove`,
    );
    if (!sure) return;
    await report(
      () => change.mutateAsync({ kind: 'remove', id: platform.id }),
      t`${platform.name} is removed.`,
      () =>
        void report(
          () => change.mutateAsync({ kind: 'create', platform: requestOf(platform) }),
          t`${platform.name} is registered again.`,
        ),
    );
  };
  return { change, approve, reject, remove };
}

function PlatformRow({ platform, onEdit }: { platform: LtiPlatform; onEdit: () => void }) {
  const { t } = useLingui();
  const { change, approve, reject, remove } = usePlatformActions();
  const pending = platform.status === 'pending';
  return (
    <tr>
      <th scope="row" className={tableStyles.cell}>
        <Stack gap={1} align="start">
          <span>{platform.name}</span>
          {pending ? (
            <Badge tone="accent">
              <Trans>Waiting for approval</Trans>
            </Badge>
          ) : null}
        </Stack>
      </th>
      <td className={tableStyles.cell}>{platform.issuer}</td>
      <td className={tableStyles.cell}>{platform.clientId}</td>
      <td className={tableStyles.cell}>
        {platform.deploymentIds.length > 0 ? platform.deploymentIds.join(', ') : t`None yet`}
      </td>
      <td className={tableStyles.cell}>
        <Inline gap={2} wrap>
          {pending ? (
            <Button size="sm" loading={change.isPending} onClick={() => void approve(platform)}>
              <Trans>Approve {platform.name}</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Trans>Edit {platform.name}</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void (pending ? reject(platform) : remove(platform))}
          >
            {pending ? t`Reject ${platform.name}` : t`Remove ${platform.name}`}
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/** The registered LMSs: those waiting for approval first, then the rest by name. */
export function PlatformsCard() {
  const { t } = useLingui();
  const { session } = useSession();
  const platforms = useQuery(ltiPlatformsQueryOptions(session.client));
  // `undefined`: the dialog is shut; `null`: a new registration; a platform: changing it.
  const [editing, setEditing] = useState<LtiPlatform | null | undefined>(undefined);
  const add = (
    <Button onClick={() => setEditing(null)} size="sm">
      <Trans>Register an LMS</Trans>
    </Button>
  );
  return (
    <Card as="section" heading={t`Registered LMSs`} headingLevel={2}>
      <QueryState
        query={platforms}
        loading={t`Loading registered LMSs`}
        what={t`The registered LMSs`}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title={t`No LMS registered yet`} action={add}>
              <Trans>
                Register your school’s Moodle, Canvas, Brightspace or Schoology, or start LTI
                Dynamic Registration from the LMS with the address below.
              </Trans>
            </EmptyState>
          ) : (
            <Stack gap={4} align="start">
              {add}
              <TableScroll label={t`The registered LMSs`}>
                <table className={tableStyles.table}>
                  <HeaderRow labels={[t`Name`, t`Issuer`, t`Client id`, t`Deployment ids`, '']} />
                  <tbody>
                    {[...data]
                      .sort(
                        (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'),
                      )
                      .map((platform) => (
                        <PlatformRow
                          key={platform.id}
                          platform={platform}
                          onEdit={() => setEditing(platform)}
                        />
                      ))}
                  </tbody>
                </table>
              </TableScroll>
            </Stack>
          )
        }
      </QueryState>
      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t`Edit ${editing.name}` : t`Register an LMS`}
        description={
          editing?.status === 'pending'
            ? t`Saving keeps it waiting for approval.`
            : t`The values the LMS shows for Sparked.`
        }
        closeLabel={t`Close`}
      >
        {editing !== undefined ? (
          <PlatformForm
            key={editing?.id ?? 'new'}
            platform={editing ?? undefined}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </Dialog>
      <p className={styles.note}>
        <Trans>
          Launches from an LMS waiting for approval are refused with a message saying so.
        </Trans>
      </p>
    </Card>
  );
}
