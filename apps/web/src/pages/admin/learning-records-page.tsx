import {
  type LrsCredentialKind,
  type LrsState,
  type LrsTestResult,
  lrsConnectionSourceLabels,
  lrsCredentialKindLabels,
  lrsCredentialKinds,
  type ParkedStatement,
} from '@sparked/contracts';
import {
  deliverySummary,
  learningRecordStoreQueryOptions,
  parkedPageSize,
  parkedStatementsQueryOptions,
  useLearningRecordStoreClear,
  useLearningRecordStoreSave,
  useLearningRecordStoreTest,
  useParkedStatementChange,
} from '@sparked/features/learning-records';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Dialog } from '@sparked/ui/dialog';
import { EmptyState } from '@sparked/ui/empty-state';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { BooksPicture } from '@sparked/ui/picture';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { Paging } from '../../shared/paging';
import { QueryState } from '../../shared/query-state';
import { SaveForm } from '../../shared/save-form';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';

const timeFormat = dateFormat('date and time');
const when = (at: string | null) => (at ? timeFormat.format(new Date(at)) : 'Never');

/** A secret as the server describes it: never the secret itself. */
const secretWords = (secret: { set: boolean; last4: string | null }) =>
  secret.set ? (secret.last4 ? `Set, ending in ${secret.last4}` : 'Set') : 'Not set';

/** How delivery is going: the connection in force, the backlog, the last success and failure. */
function StatusCard({ state }: { state: LrsState }) {
  const summary = deliverySummary(state);
  const { connection } = state;
  const rows: [string, string][] = [
    ['Connection', lrsConnectionSourceLabels[connection.source]],
    ['Address', connection.endpoint ?? '—'],
    ['Sign-in', lrsCredentialKindLabels[connection.credentials]],
    ...(connection.credentials === 'basic'
      ? ([
          ['Key', connection.username ?? '—'],
          ['Secret', secretWords(connection.password)],
        ] as [string, string][])
      : []),
    ...(connection.credentials === 'header'
      ? ([['Authorization header', secretWords(connection.authorization)]] as [string, string][])
      : []),
    ['Waiting to be sent', String(state.backlog)],
    ['Oldest waiting since', state.oldestWaitingAt ? when(state.oldestWaitingAt) : '—'],
    ['Refused by the store', String(state.parked)],
    ['Sent so far', String(state.delivered)],
    ['Last success', when(state.lastSuccessAt)],
    ['Last failure', when(state.lastFailureAt)],
  ];
  return (
    <Card as="section" heading="Delivery" headingLevel={2}>
      <Stack gap={4}>
        <Inline gap={2} align="center" wrap>
          <Badge
            tone={
              summary.tone === 'good' ? 'success' : summary.tone === 'warning' ? 'error' : 'neutral'
            }
          >
            {summary.tone === 'good' ? 'Working' : summary.tone === 'warning' ? 'Failing' : 'Off'}
          </Badge>
          <span role="status">{summary.text}</span>
        </Inline>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <TestConnection configured={connection.source !== 'none'} />
      </Stack>
    </Card>
  );
}

/** "Test connection": the store's answer to GET /about and a harmless statements query. */
function TestConnection({ configured }: { configured: boolean }) {
  const { session } = useSession();
  const test = useLearningRecordStoreTest(session.client);
  const [result, setResult] = useState<LrsTestResult | null>(null);
  return (
    <Stack gap={2} align="start">
      <Button
        variant="secondary"
        disabled={!configured}
        loading={test.isPending}
        onClick={() =>
          void test.mutateAsync().then(setResult, (error: unknown) =>
            setResult({
              ok: false,
              status: null,
              message: error instanceof Error ? error.message : String(error),
              versions: [],
            }),
          )
        }
      >
        Test connection
      </Button>
      {result ? (
        <p role="status" className={result.ok ? styles.note : styles.errorText}>
          {result.message}
          {result.status !== null ? ` (HTTP ${result.status})` : ''}
        </p>
      ) : null}
    </Stack>
  );
}

/** The connection saved on this page, which replaces the server environment's. */
function ConnectionForm({ state }: { state: LrsState }) {
  const { session } = useSession();
  const save = useLearningRecordStoreSave(session.client);
  const clear = useLearningRecordStoreClear(session.client);
  const report = useReportedAction();
  const { connection } = state;
  const fromPage = connection.source === 'settings';
  const [credentials, setCredentials] = useState<LrsCredentialKind>(
    fromPage ? connection.credentials : 'basic',
  );
  const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
  const optional = (form: FormData, name: string) => text(form, name) || undefined;
  const submit = (form: FormData) => {
    const endpoint = text(form, 'endpoint');
    if (credentials === 'basic')
      return save.mutateAsync({
        credentials,
        endpoint,
        username: text(form, 'username'),
        password: optional(form, 'password'),
      });
    if (credentials === 'header')
      return save.mutateAsync({
        credentials,
        endpoint,
        authorization: optional(form, 'authorization'),
      });
    return save.mutateAsync({ credentials, endpoint });
  };
  const keepNote = (secret: { set: boolean }) =>
    fromPage && secret.set ? 'Leave empty to keep the one saved.' : undefined;
  return (
    <Card as="section" heading="Connection" headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.note}>
          A connection saved here replaces the one in the server’s environment (XAPI_LRS_*) whole.
          {connection.environmentConfigured
            ? ' Removing it goes back to the environment’s.'
            : ' The environment sets none.'}
        </p>
        <SaveForm
          mutation={save}
          save={submit}
          saved={() => 'The learning record store is saved. Statements go there from now on.'}
          submitLabel="Save connection"
          actions={
            fromPage ? (
              <Button
                variant="secondary"
                loading={clear.isPending}
                onClick={() =>
                  void report(
                    () => clear.mutateAsync(),
                    connection.environmentConfigured
                      ? 'The environment’s connection applies again.'
                      : 'No store is set now; statements are kept until one is.',
                  )
                }
              >
                Remove this connection
              </Button>
            ) : undefined
          }
        >
          <TextField
            label="Store address"
            name="endpoint"
            type="url"
            required
            maxLength={500}
            defaultValue={fromPage ? (connection.endpoint ?? '') : ''}
            description="The xAPI endpoint, such as https://lrs.example.org/xapi. Statements go to its /statements."
          />
          <Select
            label="Sign-in"
            name="credentials"
            options={lrsCredentialKinds.map((kind) => ({
              value: kind,
              label: lrsCredentialKindLabels[kind],
            }))}
            value={credentials}
            onValueChange={(value) => setCredentials(value as LrsCredentialKind)}
          />
          {credentials === 'basic' ? (
            <>
              <TextField
                label="Key"
                name="username"
                required
                maxLength={2000}
                autoComplete="off"
                defaultValue={fromPage ? (connection.username ?? '') : ''}
              />
              <TextField
                label="Secret"
                name="password"
                type="password"
                autoComplete="new-password"
                maxLength={2000}
                required={!(fromPage && connection.password.set)}
                description={keepNote(connection.password)}
              />
            </>
          ) : null}
          {credentials === 'header' ? (
            <TextField
              label="Authorization header"
              name="authorization"
              type="password"
              autoComplete="off"
              maxLength={2000}
              required={!(fromPage && connection.authorization.set)}
              description={
                keepNote(connection.authorization) ?? 'The whole value, such as “Bearer …”.'
              }
            />
          ) : null}
        </SaveForm>
      </Stack>
    </Card>
  );
}

function ParkedRow({
  statement,
  onDiscard,
}: {
  statement: ParkedStatement;
  onDiscard: () => void;
}) {
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
                'The statement goes with the next delivery.',
              )
            }
          >
            Send again
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/** Why a refused statement is given up on, kept in the audit log; the statement stays in Sparked. */
function DiscardForm({ statement, onDone }: { statement: ParkedStatement; onDone: () => void }) {
  const { session } = useSession();
  const change = useParkedStatementChange(session.client);
  return (
    <SaveForm
      mutation={change}
      submitLabel="Discard"
      save={(form) =>
        change.mutateAsync({
          kind: 'discard',
          statementId: statement.statementId,
          reason: String(form.get('reason') ?? ''),
        })
      }
      saved={() => 'The statement will not be sent. It stays in Sparked.'}
      onSaved={onDone}
    >
      <TextField
        label="Reason"
        name="reason"
        required
        minLength={3}
        maxLength={500}
        description="Kept in the audit log."
      />
    </SaveForm>
  );
}

/** Statements the store refused, each with its reason, to send again or give up on. */
function ParkedCard() {
  const { session } = useSession();
  const [offset, setOffset] = useState(0);
  const [discarding, setDiscarding] = useState<ParkedStatement | null>(null);
  const parked = useQuery(parkedStatementsQueryOptions(session.client, offset));
  return (
    <Card as="section" heading="Refused statements" headingLevel={2}>
      <QueryState query={parked} loading="Loading refused statements" what="Refused statements">
        {({ data, total }) =>
          data.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title="Nothing refused">
              Every statement the store was sent, it took.
            </EmptyState>
          ) : (
            <Stack gap={4}>
              <div aria-busy={parked.isPlaceholderData}>
                <TableScroll label="Refused statements">
                  <table className={tableStyles.table}>
                    <HeaderRow labels={['Refused', 'Statement', 'The store said', 'Tries', '']} />
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
                label="Pages of refused statements"
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
        title="Discard this statement?"
        description="Sparked stops trying to send it to the store."
        closeLabel="Cancel"
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
export function LearningRecordsPage() {
  const { session } = useSession();
  const state = useQuery(learningRecordStoreQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>Learning records</h1>
        <p className={styles.lead}>
          Every statement of learning (progress, passes, fails, completions) is also sent to the
          school’s learning record store, in batches, retried until the store has it.
        </p>
      </Stack>
      <QueryState
        query={state}
        loading="Loading the learning record store"
        what="The learning record store"
      >
        {(data) => (
          <>
            <StatusCard state={data} />
            <ConnectionForm
              key={`${data.connection.source}:${data.connection.credentials}`}
              state={data}
            />
          </>
        )}
      </QueryState>
      <ParkedCard />
    </Stack>
  );
}
