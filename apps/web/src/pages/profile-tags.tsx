import { Trans, useLingui } from '@lingui/react/macro';
import { TagBadges } from '@sparked/features/admin';
import type { ApiClient } from '@sparked/features/api-client';
import { userTagsQueryOptions } from '@sparked/features/rewards';
import { Button } from '@sparked/ui/button';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../shared/page.css';

/** The user's tags as badges, or why there are none to show. */
export function ProfileTags({ client }: { client: ApiClient }) {
  const { t } = useLingui();
  const tags = useQuery(userTagsQueryOptions(client));
  if (tags.isPending) return <Spinner size="sm" label={t`Loading your tags`} />;
  if (tags.isError) {
    return (
      <span className={styles.inlineRow}>
        <Trans>Your tags could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={() => void tags.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </span>
    );
  }
  return <TagBadges tags={tags.data} none={t`No tags yet`} />;
}
