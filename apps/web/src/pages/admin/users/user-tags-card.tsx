import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUserDetail } from '@sparked/contracts';
import { managedTagsQueryOptions, useTagChange } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as styles from '../../../shared/page.css';
import { useReportedAction } from '../../../shared/use-reported-action';

/**
 * The user's tags, each removable, and any other tag to add. After an add or a removal focus goes
 * to the choice of a tag to add, or, once no other tag is left to choose, to the new tag's Remove
 * (decision 0044); the toast says what was done.
 */
export function UserTagsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const tags = useQuery(managedTagsQueryOptions(session.client));
  const change = useTagChange(session.client);
  const [tagId, setTagId] = useState('');
  const focusAfterAction = useFocusAfterAction();
  const card = useRef<HTMLDivElement>(null);
  const inCard = (selector: string) => card.current?.querySelector(selector);
  const carried = new Set(user.tags.map((tag) => tag.id));
  const others = (tags.data ?? []).filter((tag) => !carried.has(tag.id));
  const changing = change.isPending ? change.variables : undefined;
  const removing = changing?.kind === 'unassign' ? changing.tagId : undefined;
  const assign = (kind: 'assign' | 'unassign', id: string) =>
    change.mutateAsync({ kind, tagId: id, userIds: [user.id] });

  return (
    <Card ref={card} as="section" heading={t`Tags`} headingLevel={2}>
      <Stack gap={4}>
        {user.tags.length === 0 ? (
          <p className={styles.note}>
            <Trans>No tags yet.</Trans>
          </p>
        ) : (
          <ul className={styles.tagList}>
            {user.tags.map((tag) => (
              <li key={tag.id} className={styles.inlineRow}>
                <Badge tone={tag.colour}>{tag.name}</Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove the tag ${tag.name}`}
                  data-tag-remove={tag.id}
                  // The pressed Remove keeps focus while it runs (decision 0044); the others wait.
                  loading={removing === tag.id}
                  disabled={change.isPending && removing !== tag.id}
                  onClick={() =>
                    void report(
                      () => assign('unassign', tag.id),
                      t`${tag.name} is removed.`,
                      () => void assign('assign', tag.id),
                    ).then((done) => done && focusAfterAction(() => inCard('[role=combobox]')))
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Inline gap={3} align="end" wrap>
          <Select
            label={t`Add a tag`}
            placeholder={others.length ? t`Choose a tag` : t`No other tags`}
            options={others.map((tag) => ({ value: tag.id, label: tag.name }))}
            value={tagId}
            onValueChange={setTagId}
            disabled={others.length === 0}
          />
          <Button
            disabled={!tagId}
            loading={change.isPending}
            onClick={() =>
              void report(() => assign('assign', tagId), t`The tag is added.`).then((done) => {
                if (!done) return;
                setTagId('');
                focusAfterAction(() => [
                  inCard('[role=combobox]'),
                  inCard(`[data-tag-remove="${tagId}"]`),
                ]);
              })
            }
          >
            <Trans>Add</Trans>
          </Button>
          <Link to="/educator/user-tags">
            <Trans>Manage tags</Trans>
          </Link>
        </Inline>
      </Stack>
    </Card>
  );
}
