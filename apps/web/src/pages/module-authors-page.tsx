import { Trans, useLingui } from '@lingui/react/macro';
import { type ModuleAuthorRole, moduleAuthorRoles } from '@sparked/contracts';
import { shownEmail } from '@sparked/features/lms-accounts';
import {
  authorsPageSize,
  moduleAuthorListQueryOptions,
  useModuleAuthorChange,
} from '@sparked/features/module-authors';
import { moduleQueryOptions } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useDeferredValue, useState } from 'react';
import * as styles from '../shared/page.css';

const route = getRouteApi('/_authenticated/_staff/educator/modules/$moduleId/authors');
/** The authors' roles, named in the language active now, and as a list to pick from. */
function useRoles() {
  const { t } = useLingui();
  const labels: Record<ModuleAuthorRole, string> = {
    owner: t({ message: 'Owner', comment: 'A module author’s role.' }),
    editor: t({ message: 'Editor', comment: 'A module author’s role.' }),
    viewer: t({ message: 'Viewer', comment: 'A module author’s role.' }),
  };
  const options = moduleAuthorRoles.map((role) => ({ value: role, label: labels[role] }));
  return { labels, options };
}

type Change = ReturnType<typeof useModuleAuthorChange>;

function useReportedChange(change: Change) {
  const { t } = useLingui();
  const { notify } = useToasts();
  return async (...args: Parameters<Change['mutateAsync']>) => {
    try {
      await change.mutateAsync(...args);
      return true;
    } catch (error) {
      notify({ type: 'error', title: t`Not changed`, message: (error as Error).message });
      return false;
    }
  };
}

function InviteForm({ change }: { change: Change }) {
  const { t } = useLingui();
  const { options: roleOptions } = useRoles();
  const run = useReportedChange(change);
  const [role, setRole] = useState<ModuleAuthorRole>('editor');
  const { notify } = useToasts();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return;
    if (await run({ kind: 'invite', email, role })) {
      notify({
        type: 'success',
        title: t`Author added`,
        message:
          role === 'owner'
            ? t`${email} is now owner.`
            : role === 'editor'
              ? t`${email} is now editor.`
              : t`${email} is now viewer.`,
      });
      form.reset();
    }
  };
  return (
    <Card heading={t`Add an author`} as="section">
      <form className={styles.filters} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="off"
          required
          description={t`The email they sign in to Sparked with.`}
        />
        <Select
          label={t({
            message: 'Role',
            comment: 'A module author’s role: owner, editor or viewer.',
          })}
          options={roleOptions}
          value={role}
          onValueChange={(value) => setRole(value as ModuleAuthorRole)}
        />
        <div>
          <Button type="submit" loading={change.isPending && change.variables?.kind === 'invite'}>
            <Trans>Add author</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** "11–20 of 34": which authors the page shows. */
function Shown({ first, last, total }: { first: number; last: number; total: number }) {
  return (
    <Trans>
      {first}–{last} of {total}
    </Trans>
  );
}

function AuthorList({
  moduleId,
  canChange,
  change,
}: {
  moduleId: string;
  canChange: boolean;
  change: Change;
}) {
  const { t } = useLingui();
  const { labels: roleLabels, options: roleOptions } = useRoles();
  const { session } = useSession();
  const { confirm } = useDialogs();
  const run = useReportedChange(change);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const deferredSearch = useDeferredValue(search.trim());
  const list = useQuery(
    moduleAuthorListQueryOptions(session.client, moduleId, deferredSearch, offset),
  );
  const remove = async (userId: string, name: string) => {
    try {
      await confirm({
        type: 'danger',
        title: t`Remove ${name}?`,
        message: t`They will no longer see or edit this module.`,
        confirmLabel: t`Remove`,
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    await run({ kind: 'remove', userId });
  };
  return (
    <Stack gap={4}>
      <TextField
        label={t`Search authors`}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setOffset(0);
        }}
      />
      {list.isPending ? (
        <Spinner label={t`Loading the authors`} />
      ) : list.isError ? (
        <p className={styles.errorText}>{list.error.message}</p>
      ) : list.data.authors.length === 0 ? (
        <p className={styles.note}>
          <Trans>No author matches.</Trans>
        </p>
      ) : (
        <ul className={styles.cardList} aria-label={t`Authors`}>
          {list.data.authors.map((author) => {
            const { name } = author.user;
            return (
              <li key={author.user_id} aria-label={author.user.name}>
                <Card>
                  <div className={styles.itemMeta}>
                    <span>
                      <strong>{author.user.name}</strong>{' '}
                      <span className={styles.note}>{shownEmail(author.user.email)}</span>
                    </span>
                    {canChange ? (
                      <Inline gap={2} align="end">
                        <Select
                          label={t`Role of ${name}`}
                          options={roleOptions}
                          value={author.role}
                          onValueChange={(role) =>
                            void run({
                              kind: 'role',
                              userId: author.user_id,
                              role: role as ModuleAuthorRole,
                            })
                          }
                        />
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => void remove(author.user_id, author.user.name)}
                        >
                          <Trans>
                            Remove<VisuallyHidden> {name}</VisuallyHidden>
                          </Trans>
                        </Button>
                      </Inline>
                    ) : (
                      <span>{roleLabels[author.role]}</span>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.total > authorsPageSize ? (
        <nav aria-label={t`Pages of authors`} className={styles.inlineRow}>
          <p className={styles.note}>
            <Shown
              first={offset + 1}
              last={Math.min(offset + authorsPageSize, list.data.total)}
              total={list.data.total}
            />
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - authorsPageSize))}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={offset + authorsPageSize >= list.data.total}
            onClick={() => setOffset(offset + authorsPageSize)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      ) : null}
    </Stack>
  );
}

/** The page's heading: "Authors of <title>". */
function AuthorsOf({ title }: { title: string }) {
  return <Trans>Authors of {title}</Trans>;
}

/** A module's authors (spec §2 /educator/modules/{m}/authors): owners invite, change and remove. */
export function ModuleAuthorsPage() {
  const { session } = useSession();
  const { moduleId } = route.useRouteContext();
  const module = useQuery(moduleQueryOptions(session.client, moduleId));
  const change = useModuleAuthorChange(session.client, moduleId);
  const isOwner = module.data?.role === 'owner';
  return (
    <Stack gap={5}>
      <Link to="/educator/modules/$moduleId/contents" params={{ moduleId }} className={styles.note}>
        <Trans>← Module contents</Trans>
      </Link>
      <h1 className={styles.title}>
        {module.data ? <AuthorsOf title={module.data.title} /> : <Trans>Authors</Trans>}
      </h1>
      {isOwner ? (
        <InviteForm change={change} />
      ) : (
        <p className={styles.note}>
          <Trans>Only the module's owners can add, change or remove authors.</Trans>
        </p>
      )}
      <AuthorList moduleId={moduleId} canChange={isOwner} change={change} />
    </Stack>
  );
}
