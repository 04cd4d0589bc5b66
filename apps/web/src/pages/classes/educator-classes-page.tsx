import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@sparked/contracts';
import { formatPrice } from '@sparked/features/academy';
import {
  classesPageSize,
  classListQueryOptions,
  joinModeLabel,
  useClassChange,
} from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { Switch } from '@sparked/ui/switch';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { LoadFailed } from '../../shared/load-failed';
import * as styles from '../../shared/page.css';
import { Paging } from '../../shared/paging';
import { useReportedAction } from '../../shared/use-reported-action';
import { ClassCounts, ClassLink } from './class-link';
import { NewClassForm } from './new-class-form';

/** Archive, with undo on the toast; restore for archived classes. */
function ArchiveButton({ entry }: { entry: ClassSummary }) {
  const { t } = useLingui();
  const name = entry.name;
  const { session } = useSession();
  const report = useReportedAction();
  const change = useClassChange(session.client, entry.id);
  const run = (kind: 'archive' | 'restore'): Promise<boolean> =>
    kind === 'archive'
      ? report(
          () => change.mutateAsync({ kind }),
          t`“${name}” is archived: nobody can join it, and its records are kept.`,
          () => void run('restore'),
        )
      : report(() => change.mutateAsync({ kind }), t`“${name}” is back.`);
  const kind = entry.archived ? 'restore' : 'archive';
  return (
    <Button
      size="sm"
      variant={entry.archived ? 'secondary' : 'ghost'}
      disabled={change.isPending}
      onClick={() => void run(kind)}
    >
      {entry.archived ? (
        <Trans>
          Restore<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      ) : (
        <Trans>
          Archive<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      )}
    </Button>
  );
}

function ClassListItem({ entry }: { entry: ClassSummary }) {
  const { t } = useLingui();
  const price = entry.price ? formatPrice(entry.price) : null;
  return (
    <li>
      <Card as="article" headingLevel={2} heading={<ClassLink entry={entry} />}>
        <div className={styles.itemMeta}>
          <span className={styles.inlineRow}>
            {entry.term ? <span className={styles.note}>{entry.term}</span> : null}
            <ClassCounts entry={entry} />
            {entry.archived ? (
              <Badge>
                <Trans>Archived</Trans>
              </Badge>
            ) : null}
          </span>
          <p className={styles.note}>
            {joinModeLabel(entry.joinMode)}
            {price
              ? ` · ${t({ message: `${price} a place`, comment: 'The price of a place in a class.' })}`
              : null}
          </p>
          <ArchiveButton entry={entry} />
        </div>
      </Card>
    </li>
  );
}

/** Educator management's classes (spec §2 /educator/classes): mine, or every class for admins. */
export function EducatorClassesPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const [creating, setCreating] = useState(false);
  const focusAfterAction = useFocusAfterAction();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  const filter = { search: useDeferredValue(search.trim()), archived, offset };
  const classes = useQuery(classListQueryOptions(session.client, filter));
  return (
    <Stack gap={5}>
      <Inline gap={3} justify="between" align="center" wrap>
        <h1 className={styles.title}>
          <Trans>Classes</Trans>
        </h1>
        {creating ? null : (
          <Button
            data-new-class=""
            onClick={() => {
              // New class gives way to its form: focus goes to its first field, and back after.
              setCreating(true);
              focusAfterAction(() => '#main-content form input');
            }}
          >
            <Trans>New class</Trans>
          </Button>
        )}
      </Inline>
      {creating ? (
        <NewClassForm
          onCancel={() => {
            setCreating(false);
            focusAfterAction(() => '#main-content [data-new-class]');
          }}
        />
      ) : null}
      <search className={styles.filters}>
        <TextField
          label={t`Search classes`}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOffset(0);
          }}
        />
        <Switch
          label={t`Archived classes`}
          checked={archived}
          onCheckedChange={(checked) => {
            setArchived(checked);
            setOffset(0);
          }}
        />
      </search>
      {classes.isPending ? (
        <Spinner label={t`Loading your classes`} />
      ) : classes.isError ? (
        <LoadFailed
          what={t`Your classes`}
          error={classes.error}
          onRetry={() => void classes.refetch()}
        />
      ) : classes.data.classes.length === 0 ? (
        <Card>
          <p className={styles.lead}>
            {search || archived
              ? t`No class matches.`
              : t`You have no classes yet. Create one, assign a module and share its join link.`}
          </p>
        </Card>
      ) : (
        <Stack gap={4}>
          <ul className={styles.cardList} aria-busy={classes.isPlaceholderData}>
            {classes.data.classes.map((entry) => (
              <ClassListItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <Paging
            label={t`Pages of classes`}
            total={classes.data.total}
            offset={offset}
            pageSize={classesPageSize}
            onOffset={setOffset}
          />
        </Stack>
      )}
    </Stack>
  );
}
