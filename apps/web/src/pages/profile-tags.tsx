import { TagBadges } from '@sparked/features/admin';
import type { ApiClient } from '@sparked/features/api-client';
import { userTagsQueryOptions } from '@sparked/features/rewards';
import { Button } from '@sparked/ui/button';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../shared/page.css';

/** The user's tags as badges, or why there are none to show. */
export function ProfileTags({ client }: { client: ApiClient }) {
  const tags = useQuery(userTagsQueryOptions(client));
  if (tags.isPending) return <Spinner size="sm" label="Loading your tags" />;
  if (tags.isError) {
    return (
      <span className={styles.inlineRow}>
        Your tags could not be loaded.
        <Button variant="secondary" size="sm" onClick={() => void tags.refetch()}>
          Try again
        </Button>
      </span>
    );
  }
  return <TagBadges tags={tags.data} none="No tags yet" />;
}
