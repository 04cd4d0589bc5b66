import { useLingui } from '@lingui/react/macro';
import type { UserTag } from '@sparked/contracts';
import { Badge } from '@sparked/ui/badge';
import * as styles from './tag-badges.css';

/**
 * A user's tags as badges in each tag's colour. A tag's colour is one of the theme's tones, so it
 * reads in every theme; the name carries the meaning.
 */
export function TagBadges({ tags, none }: { tags: readonly UserTag[]; none?: string }) {
  const { t } = useLingui();
  if (tags.length === 0) return <span className={styles.none}>{none ?? t`No tags`}</span>;
  return (
    <ul className={styles.list}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge tone={tag.colour}>{tag.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
