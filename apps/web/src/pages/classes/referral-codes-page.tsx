import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = code.code;
  const { session } = useSession();
  const { notify } = useToasts();
  const report = useReportedAction();
  const change = useReferralCodeChange(session.client, classId);
  const copy = () =>
    navigator.clipboard.writeText(registerLink(code.code)).then(
      () => notify({ type: 'success', title: t`Link copied`, message: registerLink(code.code) }),
      () =>
        notify({ type: 'error', title: t`Copy did not work`, message: registerLink(code.code) }),
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
          <Badge>
            <Trans>Revoked</Trans>
          </Badge>
        ) : (
          <span className={styles.inlineRow}>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              <Trans>
                Copy link<VisuallyHidden> for {name}</VisuallyHidden>
              </Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={change.isPending}
              onClick={() =>
                void report(
                  () => change.mutateAsync({ kind: 'revoke', code: code.code }),
                  t`${name} no longer works.`,
                )
              }
            >
              <Trans>
                Revoke<VisuallyHidden> {name}</VisuallyHidden>
              </Trans>
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

function ClassCodes({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const codes = useQuery(referralCodesQueryOptions(session.client, classId));
  const change = useReferralCodeChange(session.client, classId);
  return (
    <Card heading={t`Referral codes`} headingLevel={2}>
      <Stack gap={4} align="start">
        <Button
          loading={change.isPending}
          onClick={() =>
            void report(
              () => change.mutateAsync({ kind: 'generate' }),
              t`A new referral code works now.`,
            )
          }
        >
          <Trans>Generate a code</Trans>
        </Button>
        <QueryState query={codes} loading={t`Loading the codes`} what={t`The codes`}>
          {(list) =>
            list.length === 0 ? (
              <p className={styles.note}>
                <Trans>This class has no referral codes yet.</Trans>
              </p>
            ) : (
              <TableScroll label={t`Referral codes`}>
                <table className={tableStyles.table}>
                  <caption className={styles.note}>
                    <Trans>
                      Registering through a code&apos;s link enrols the new student in this class.
                    </Trans>
                  </caption>
                  <HeaderRow
                    labels={[
                      t({ message: 'Code', comment: 'A column: the referral code.' }),
                      t({ message: 'Uses', comment: 'A column: how often the code was used.' }),
                      t({ message: 'Made', comment: 'A column: the day the code was made.' }),
                      '',
                    ]}
                  />
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
  const { t } = useLingui();
  const { session } = useSession();
  const classes = useQuery(classListQueryOptions(session.client, { offset: 0 }));
  const [classId, setClassId] = useState('');
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Generate referral codes</Trans>
      </h1>
      <QueryState query={classes} loading={t`Loading the classes`} what={t`The classes`}>
        {(data) =>
          data.classes.length === 0 ? (
            <Card>
              <p className={styles.lead}>
                <Trans>There are no classes yet. Codes are made for a class.</Trans>
              </p>
            </Card>
          ) : (
            <Stack gap={4}>
              <Select
                label={t`Class`}
                placeholder={t`Choose a class`}
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
