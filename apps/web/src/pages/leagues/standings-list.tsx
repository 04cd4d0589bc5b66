import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueGroup, Standing } from '@sparked/contracts';
import { applySavedAvatar, avatarsQueryOptions } from '@sparked/features/avatar';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Avatar } from '@sparked/ui/patterns/avatar';
import { useQuery } from '@tanstack/react-query';
import * as styles from './leagues.css';

type Row = Standing & { zone?: LeagueGroup['members'][number]['zone'] };

const zoneBadges: Record<'up' | 'down', { tone: 'success' | 'error'; label: MessageDescriptor }> = {
  up: { tone: 'success', label: msg`Moving up` },
  down: { tone: 'error', label: msg`Moving down` },
};

/**
 * Ranked people with their avatars and experience; the viewer's own row stands out and says
 * "you". League rows carry their zone, said in words as well as colour.
 */
export function StandingsList({ rows, label }: { rows: readonly Row[]; label: string }) {
  const { i18n } = useLingui();
  const { session, claims } = useSession();
  const avatars = useQuery({
    ...avatarsQueryOptions(
      session.client,
      rows.map((row) => row.userId),
    ),
    // Avatars are for signed-in viewers; a public competition landing shows the frames.
    enabled: claims !== null && rows.length > 0,
    select: (list) => new Map(list.map((entry) => [entry.userId, applySavedAvatar(entry.avatar)])),
  });
  return (
    <ol className={styles.standings} aria-label={label}>
      {rows.map((row) => {
        const avatar = avatars.data?.get(row.userId);
        const { experience } = row;
        const badge = row.zone && row.zone !== 'stay' ? zoneBadges[row.zone] : null;
        return (
          <li key={row.userId} className={styles.standing} data-you={row.you || undefined}>
            <span className={styles.rank}>{row.rank}</span>
            {avatar ? (
              <Avatar avatar={avatar} size={36} />
            ) : (
              <span aria-hidden className={styles.avatarPlaceholder} />
            )}
            <span className={styles.name}>
              {row.name}
              {row.you ? (
                <span className={styles.you}>
                  {' '}
                  <Trans comment="After the viewer's own name in a ranking.">(you)</Trans>
                </span>
              ) : null}
            </span>
            {badge ? <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge> : null}
            <span className={styles.experience}>
              <Trans>{experience} XP</Trans>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
