import { Trans, useLingui } from '@lingui/react/macro';
import { type AuditAction, auditActions } from '@sparked/contracts';
import { auditActionNames, auditExport, auditQueryOptions } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { BooksPicture } from '@sparked/ui/picture';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { download } from '../../../shared/download';
import * as styles from '../../../shared/page.css';
import { Paging } from '../../../shared/paging';
import { QueryState } from '../../../shared/query-state';
import { AuditTable } from './audit-table';

const route = getRouteApi('/_authenticated/_staff/educator/audit');

/** The address's filter, an action it does not know dropped (read by hand, decision 0021; never an error page). */
function useAuditSearch(): Omit<ReturnType<typeof route.useSearch>, 'action'> & {
  action?: AuditAction;
} {
  const { action, ...search } = route.useSearch();
  const known = auditActions.find((each) => each === action);
  return known ? { ...search, action: known } : search;
}
const pageSize = 20;
const any = 'any';

function Filters() {
  const { action, from, to, actorId, subjectId } = useAuditSearch();
  const { t } = useLingui();
  const navigate = route.useNavigate();
  const narrow = (changes: { action?: AuditAction; from?: string; to?: string }) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes, offset: undefined }) });
  return (
    <search className={styles.filters}>
      <Select
        label={t`Change`}
        options={[
          { value: any, label: t`Any change` },
          ...auditActions.map((each) => ({ value: each, label: auditActionNames[each] })),
        ]}
        value={action ?? any}
        onValueChange={(value) =>
          narrow({ action: value === any ? undefined : (value as AuditAction) })
        }
      />
      <TextField
        label={t`From`}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(event) => narrow({ from: event.target.value || undefined })}
      />
      <TextField
        label={t`To`}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(event) => narrow({ to: event.target.value || undefined })}
      />
      {actorId || subjectId ? (
        <p className={styles.note}>
          {actorId ? `${t`Changes by one admin.`} ` : ''}
          {subjectId ? `${t`Changes to one user.`} ` : ''}
          <Link to="/educator/audit" search={{ action, from, to }}>
            <Trans>Show everyone</Trans>
          </Link>
        </p>
      ) : null}
    </search>
  );
}

/** Downloads every entry the filter finds (not only this page) as CSV. */
function ExportButton() {
  const { t } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const { offset: _offset, ...filter } = useAuditSearch();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const file = await auditExport(session.client, filter);
      download('sparked-audit-log.csv', 'text/csv', await file.text());
    } catch (error) {
      notify({
        type: 'error',
        title: t`The export did not work`,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void save()}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}

/**
 * The audit log: every privileged change, newest first, filtered by change and dates
 * (and by admin or user, from their pages), exported as CSV.
 */
export function AuditPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const search = useAuditSearch();
  const navigate = route.useNavigate();
  const log = useQuery(auditQueryOptions(session.client, search));
  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>
          <Trans>Audit log</Trans>
        </h1>
        <ExportButton />
      </Inline>
      <Filters />
      <QueryState query={log} loading={t`Loading the audit log`} what={t`The audit log`}>
        {({ entries, total }) =>
          entries.length === 0 ? (
            <EmptyState picture={<BooksPicture />} title={t`Nothing recorded here`}>
              <Trans>No privileged change matches these filters.</Trans>
            </EmptyState>
          ) : (
            <Stack gap={4}>
              <div aria-busy={log.isPlaceholderData}>
                <AuditTable entries={entries} label={t`Audit entries`} />
              </div>
              <Paging
                label={t`Pages of the audit log`}
                total={total}
                offset={search.offset ?? 0}
                pageSize={pageSize}
                onOffset={(next) =>
                  void navigate({
                    search: (previous) => ({ ...previous, offset: next || undefined }),
                  })
                }
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
