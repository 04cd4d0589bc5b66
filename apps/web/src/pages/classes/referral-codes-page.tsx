import {
  classListQueryOptions,
  type ReferralCode,
  referralCodesQueryOptions,
  useReferralCodeChange,
} from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { useToasts } from '@sparked/ui/toast';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';
import * as classStyles from './classes.css';

const createdFormat = dateFormat('date');

/** The registration link a referral code makes: the new account joins the code's class. */
const registerLink = (code: string) => `${window.location.origin}/register?referral=${code}`;

function CodeRow({ code, classId }: { code: ReferralCode; classId: string }) {
  const { session } = useSession();
  const { notify } = useToasts();
  const report = useReportedAction();
  const change = useReferralCodeChange(session.client, classId);
  const copy = () =>
    navigator.clipboard.writeText(registerLink(code.code)).then(
      () => notify({ type: 'success', title: 'Link copied', message: registerLink(code.code) }),
      () => notify({ type: 'error', title: 'Copy did not work', message: registerLink(code.code) }),
    );
  return (
    <tr>
      <th scope="row" className={tableStyles.cell}>
        <span className={classStyles.codeText}>{code.code}</span>
      </th>
      <td className={tableStyles.cell}>{code.uses}</td>
      <td className={tableStyles.cell}>{createdFormat.format(new Date(code.createdAt))}</td>
      <td className={tableStyles.cell}>
        {code.revoked ? (
          <Badge>Revoked</Badge>
        ) : (
          <span className={styles.inlineRow}>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              Copy link<VisuallyHidden> for {code.code}</VisuallyHidden>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={change.isPending}
              onClick={() =>
                void report(
                  () => change.mutateAsync({ kind: 'revoke', code: code.code }),
                  `${code.code} no longer works.`,
                )
              }
            >
              Revoke<VisuallyHidden> {code.code}</VisuallyHidden>
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

function ClassCodes({ classId }: { classId: string }) {
  const { session } = useSession();
  const report = useReportedAction();
  const codes = useQuery(referralCodesQueryOptions(session.client, classId));
  const change = useReferralCodeChange(session.client, classId);
  return (
    <Card heading="Referral codes" headingLevel={2}>
      <Stack gap={4} align="start">
        <Button
          loading={change.isPending}
          onClick={() =>
            void report(
              () => change.mutateAsync({ kind: 'generate' }),
              'A new referral code works now.',
            )
          }
        >
          Generate a code
        </Button>
        <QueryState query={codes} loading="Loading the codes" what="The codes">
          {(list) =>
            list.length === 0 ? (
              <p className={styles.note}>This class has no referral codes yet.</p>
            ) : (
              <TableScroll label="Referral codes">
                <table className={tableStyles.table}>
                  <caption className={styles.note}>
                    Registering through a code&apos;s link enrols the new student in this class.
                  </caption>
                  <HeaderRow labels={['Code', 'Uses', 'Made', '']} />
                  <tbody>
                    {list.map((code) => (
                      <CodeRow key={code.code} code={code} classId={classId} />
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}

/**
 * The admins' referral code generator (spec §2 /referral-code/generate, §7): pick a class, make
 * codes for it, see how often each was used, revoke one.
 */
export function ReferralCodesPage() {
  const { session } = useSession();
  const classes = useQuery(classListQueryOptions(session.client, { offset: 0 }));
  const [classId, setClassId] = useState('');
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Generate referral codes</h1>
      <QueryState query={classes} loading="Loading the classes" what="The classes">
        {(data) =>
          data.classes.length === 0 ? (
            <Card>
              <p className={styles.lead}>There are no classes yet. Codes are made for a class.</p>
            </Card>
          ) : (
            <Stack gap={4}>
              <Select
                label="Class"
                placeholder="Choose a class"
                options={data.classes.map((entry) => ({
                  value: entry.id,
                  label: entry.term ? `${entry.name} (${entry.term})` : entry.name,
                }))}
                value={classId}
                onValueChange={setClassId}
              />
              {classId ? <ClassCodes key={classId} classId={classId} /> : null}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
