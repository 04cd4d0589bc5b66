import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Roster,
  type RosterChange,
  rosterQueryOptions,
  useRosterChange,
} from '@sparked/features/classes';
import { shownEmail } from '@sparked/features/lms-accounts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';
import { RosterImport } from './roster-import';

type Member = Roster[number];
const joinedFormat = dateFormat('date');

function useRosterActions(classId: string) {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const { confirm } = useDialogs();
  const { change } = useRosterChange(session.client, classId);
  const run = (next: RosterChange, done: string) => report(() => change.mutateAsync(next), done);
  /** Asks first: removing, refusing and resetting are not undone with one click. */
  const confirmed = async (title: string, message: string, confirmLabel: string) => {
    try {
      await confirm({ type: 'danger', title, message, confirmLabel });
      return true;
    } catch (error) {
      if (error instanceof DialogCancelledError) return false;
      throw error;
    }
  };
  const remove = async (member: Member) => {
    const { name } = member;
    const pending = member.status === 'pending';
    const sure = pending
      ? await confirmed(
          t`Refuse ${name}?`,
          t`Their request is dropped. They can ask again.`,
          t({ message: 'Refuse', comment: 'Refuses a student’s request to join the class.' }),
        )
      : await confirmed(
          t`Remove ${name}?`,
          t`They leave the class. Their progress is kept and comes back if they rejoin.`,
          t`Remove`,
        );
    if (!sure) return;
    await run(
      { kind: 'remove', userId: member.userId },
      pending ? t`${name}'s request is refused.` : t`${name} left the class.`,
    );
  };
  const reset = async (member: Member) => {
    const { name } = member;
    const sure = await confirmed(
      t`Reset ${name}'s progress?`,
      t`Every activity of this class starts again for them, with all its attempts. The learning record and the points they earned stay.`,
      t`Reset progress`,
    );
    if (sure) await run({ kind: 'reset', userId: member.userId }, t`${name} starts afresh.`);
  };
  return { change, run, remove, reset };
}

function AddStudent({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { change, run } = useRosterActions(classId);
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (await run({ kind: 'add', email: address }, t`${address} is in the class.`)) {
      setEmail('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`Add a student by email`}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={change.isPending}>
          <Trans>Add student</Trans>
        </Button>
      </Inline>
    </form>
  );
}

function JoinRequests({ classId, requests }: { classId: string; requests: Member[] }) {
  const { t } = useLingui();
  const { change, run, remove } = useRosterActions(classId);
  if (requests.length === 0) return null;
  const count = requests.length;
  return (
    <Card heading={t`Waiting for approval (${count})`} headingLevel={2}>
      <ul className={styles.cardList}>
        {requests.map((member) => {
          const { name } = member;
          return (
            <li key={member.userId} className={styles.itemMeta}>
              <span>
                <bdi>{member.name}</bdi>{' '}
                <span className={styles.note}>{shownEmail(member.email)}</span>
              </span>
              <Inline gap={2}>
                <Button
                  size="sm"
                  disabled={change.isPending}
                  onClick={() =>
                    void run(
                      { kind: 'approve', userId: member.userId },
                      t`${name} is in the class.`,
                    )
                  }
                >
                  <Trans>
                    Accept<VisuallyHidden> {name}</VisuallyHidden>
                  </Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void remove(member)}>
                  <Trans>
                    Refuse<VisuallyHidden> {name}</VisuallyHidden>
                  </Trans>
                </Button>
              </Inline>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Students({ classId, students }: { classId: string; students: Member[] }) {
  const { t } = useLingui();
  const { remove, reset } = useRosterActions(classId);
  if (students.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>No students yet. Share the join link, add them by email or import a list.</Trans>
      </p>
    );
  }
  return (
    <TableScroll label={t`Students`}>
      <table className={tableStyles.table}>
        <caption className={styles.note}>
          <Trans>
            Classmates see each other by nickname unless first names are turned on in Settings.
          </Trans>
        </caption>
        <HeaderRow
          labels={[
            t`Name`,
            t`Email`,
            t`Nickname`,
            t({ message: 'Joined', comment: 'A column: the day a student joined the class.' }),
            '',
          ]}
        />
        <tbody>
          {students.map((member) => {
            const { name } = member;
            return (
              <tr key={member.userId}>
                <th scope="row" className={tableStyles.cell}>
                  <bdi>{member.name}</bdi>
                </th>
                <td className={tableStyles.cell}>{shownEmail(member.email)}</td>
                <td className={tableStyles.cell}>{member.nickname}</td>
                <td className={tableStyles.cell}>
                  {joinedFormat.format(new Date(member.joinedAt))}
                </td>
                <td className={tableStyles.cell}>
                  <Inline gap={2}>
                    <Button size="sm" variant="ghost" onClick={() => void reset(member)}>
                      <Trans>
                        Reset progress<VisuallyHidden> of {name}</VisuallyHidden>
                      </Trans>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void remove(member)}>
                      <Trans>
                        Remove<VisuallyHidden> {name}</VisuallyHidden>
                      </Trans>
                    </Button>
                  </Inline>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Who is in the class (teachers see real names): requests to accept, adding, importing. */
export function RosterPanel({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const roster = useQuery(rosterQueryOptions(session.client, classId));
  return (
    <QueryState query={roster} loading={t`Loading the students`} what={t`The students`}>
      {(data) => {
        const requests = data.filter((member) => member.status === 'pending');
        const students = data.filter((member) => member.status === 'active');
        const count = students.length;
        return (
          <Stack gap={4}>
            <JoinRequests classId={classId} requests={requests} />
            <Card heading={t`Students (${count})`} headingLevel={2}>
              <Stack gap={4}>
                <AddStudent classId={classId} />
                <Students classId={classId} students={students} />
              </Stack>
            </Card>
            <RosterImport classId={classId} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
