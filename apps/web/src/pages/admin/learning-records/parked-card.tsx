import { Trans, useLingui } from '@lingui/react/macro';
import type { ParkedStatement } from '@sparked/contracts';
import {
  parkedPageSize,
  parkedStatementsQueryOptions,
  useParkedStatementChange,
} from '@sparked/features/learning-records';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Dialog } from '@sparked/ui/dialog';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { BooksPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import { Paging } from '../../../shared/paging';
import { QueryState } from '../../../shared/query-state';
import { SaveForm } from '../../../shared/save-form';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import { useReportedAction } from '../../../shared/use-reported-action';
import { when } from './when';

function ParkedRow({
  statement,
  onDiscard,
}: {
  statement: ParkedStatement;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useParkedStatementChange(session.client);
  const report = useReportedAction();
  return (
    <tr>
      <td className={tableStyles.cell}>
        <time dateTime={statement.parkedAt}>{when(statement.parkedAt)}</time>
      </td>
      <th scope="row" className={tableStyles.cell}>
        {statement.learner} {statement.verb}
        <span className={styles.note}> {statement.statementId}</span>
      </th>
      <td className={tableStyles.cell}>{statement.reason}</td>
      <td className={tableStyles.cell}>{statement.attempts}</td>
      <td className={tableStyles.cell}>
        <Inline gap={2}>
          <Button
            size="sm"
            variant="secondary"
            loading={change.isPending}
            onClick={() =>
              void report(
                () => change.mutateAsync({ kind: 'retry', statementId: statement.statementId }),
                t`The statement goes with the next delivery.`,
              )
            }
          >
            <Trans>Send again</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/** Why a refused statement is given up on, kept in the audit log; the statement stays in Sparked. */
function DiscardForm({ statement, onDone }: { statement: ParkedStatement; onDone: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useParkedStatementChange(session.client);
  return (
    <SaveForm
      mutation={change}
      submitLabel={t`Discard`}
      save={(form) =>
        change.mutateAsync({
          kind: 'discard',
          statementId: statement.statementId,
          reason: String(form.get('reason') ?? ''),
        })
      }
      saved={() => t`The statement will not be sent. It stays in Sparked.`}
      onSaved={onDone}
    >
      <TextField
        label={t`Reason`}
        name="reason"
        required
        minLength={3}
        maxLength={500}
        description={t`Kept in the audit log.`}
      />
    </SaveForm>
  );
}

/** Statements the store refused, each with its reason, to send again or give up on. */
export function ParkedCard() {
  const { t } = useLingui();
  const { session } = useSession();
  const [offset, setOffset] = useState(0);
  const [discarding, setDiscarding] = useState<ParkedStatement | null>(null);
  const parked = useQuery(parkedStatementsQueryOptions(session.client, offset));
  return (
    <Card as="section" heading={t`Refused statements`} headingLevel={2}>
      <QueryState
        query={parked}
        loading={t`Loading refused statements`}
        what={t`Refused statements`}
      >
        {({ data, total }) =>
          data.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title={t`Nothing refused`}>
              <Trans>Every statement the store was sent, it took.</Trans>
            </EmptyState>
          ) : (
            <Stack gap={4}>
              <div aria-busy={parked.isPlaceholderData}>
                <TableScroll label={t`Refused statements`}>
                  <table className={tableStyles.table}>
                    <HeaderRow
                      labels={[t`Refused`, t`Statement`, t`The store said`, t`Tries`, '']}
                    />
                    <tbody>
                      {data.map((statement) => (
                        <ParkedRow
                          key={statement.statementId}
                          statement={statement}
                          onDiscard={() => setDiscarding(statement)}
                        />
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </div>
              <Paging
                label={t`Pages of refused statements`}
                total={total}
                offset={offset}
                pageSize={parkedPageSize}
                onOffset={setOffset}
              />
            </Stack>
          )
        }
      </QueryState>
      <Dialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        title={t`Discard this statement?`}
        description={t`Sparked stops trying to send it to the store.`}
        closeLabel={t`Cancel`}
      >
        {discarding ? (
          <DiscardForm
            key={discarding.statementId}
            statement={discarding}
            onDone={() => setDiscarding(null)}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}

/**
 * The school's learning record store: every xAPI statement Sparked writes is also sent there.
 * Admins see how delivery goes, set or test the connection, and decide about refused statements.
 */
