import { Avatar } from '@sparked/ui/patterns/avatar';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { avatarQueryOptions } from '../api/avatar';
import { applySavedAvatar } from '../model/saved-avatar';
import * as styles from './avatar-badge.css';

export type AvatarBadgeProps = {
  client: ApiClient;
  size?: number;
  /** Names the avatar; leave it out beside the user's name, where it is decoration. */
  label?: string;
};

/**
 * The signed-in user's saved avatar, small, e.g. in the layout header. Nothing is drawn until the
 * saved avatar is applied (`loaded`, spec §4), so the default never flashes first.
 */
export function AvatarBadge({ client, size = 32, label }: AvatarBadgeProps) {
  const { data: avatar } = useQuery({
    ...avatarQueryOptions(client),
    select: (answer) => applySavedAvatar(answer.avatar),
  });
  if (!avatar?.loaded) {
    return (
      <span aria-hidden className={styles.placeholder} style={{ width: size, height: size }} />
    );
  }
  return <Avatar avatar={avatar} size={size} label={label} className={styles.badge} />;
}
