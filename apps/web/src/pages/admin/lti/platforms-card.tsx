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
      `${platform.name} is approved. Its courses can launch Sparked.`,
    );
  const reject = async (platform: LtiPlatform) => {
    const sure = await confirmed(
      `Reject ${platform.name}?`,
      'Its registration is removed from Sparked. To connect it later, start the registration again from the LMS.',
      'Reject',
    );
    if (sure)
      await report(
        () => change.mutateAsync({ kind: 'remove', id: platform.id }),
        `${platform.name} is rejected.`,
      );
  };
  const remove = async (platform: LtiPlatform) => {
    const sure = await confirmed(
      `Remove ${platform.name}?`,
      'Launches from its courses stop working. People and classes it brought in stay in Sparked.',
      'Remove',
    );
    if (!sure) return;
    await report(
      () => change.mutateAsync({ kind: 'remove', id: platform.id }),
      `${platform.name} is removed.`,
      () =>
        void report(
          () => change.mutateAsync({ kind: 'create', platform: requestOf(platform) }),
          `${platform.name} is registered again.`,
        ),
    );
  };
  return { change, approve, reject, remove };
}

function PlatformRow({ platform, onEdit }: { platform: LtiPlatform; onEdit: () => void }) {
  const { change, approve, reject, remove } = usePlatformActions();
  const pending = platform.status === 'pending';
  return (
    <tr>
      <th scope="row" className={tableStyles.cell}>
        <Stack gap={1} align="start">
          <span>{platform.name}</span>
          {pending ? <Badge tone="accent">Waiting for approval</Badge> : null}
        </Stack>
      </th>
      <td className={tableStyles.cell}>{platform.issuer}</td>
      <td className={tableStyles.cell}>{platform.clientId}</td>
      <td className={tableStyles.cell}>
        {platform.deploymentIds.length > 0 ? platform.deploymentIds.join(', ') : 'None yet'}
      </td>
      <td className={tableStyles.cell}>
        <Inline gap={2} wrap>
          {pending ? (
            <Button size="sm" loading={change.isPending} onClick={() => void approve(platform)}>
              Approve {platform.name}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit {platform.name}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void (pending ? reject(platform) : remove(platform))}
          >
            {pending ? 'Reject' : 'Remove'} {platform.name}
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/** The registered LMSs: those waiting for approval first, then the rest by name. */
export function PlatformsCard() {
  const { session } = useSession();
  const platforms = useQuery(ltiPlatformsQueryOptions(session.client));
  // `undefined`: the dialog is shut; `null`: a new registration; a platform: changing it.
  const [editing, setEditing] = useState<LtiPlatform | null | undefined>(undefined);
  const add = (
    <Button onClick={() => setEditing(null)} size="sm">
      Register an LMS
    </Button>
  );
  return (
    <Card as="section" heading="Registered LMSs" headingLevel={2}>
      <QueryState query={platforms} loading="Loading registered LMSs" what="The registered LMSs">
        {(data) =>
          data.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title="No LMS registered yet" action={add}>
              Register your school’s Moodle, Canvas, Brightspace or Schoology, or start LTI Dynamic
              Registration from the LMS with the address below.
            </EmptyState>
          ) : (
            <Stack gap={4} align="start">
              {add}
              <TableScroll label="The registered LMSs">
                <table className={tableStyles.table}>
                  <HeaderRow labels={['Name', 'Issuer', 'Client id', 'Deployment ids', '']} />
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
        title={editing ? `Edit ${editing.name}` : 'Register an LMS'}
        description={
          editing?.status === 'pending'
            ? 'Saving keeps it waiting for approval.'
            : 'The values the LMS shows for Sparked.'
        }
        closeLabel="Close"
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
        Launches from an LMS waiting for approval are refused with a message saying so.
      </p>
    </Card>
  );
}
