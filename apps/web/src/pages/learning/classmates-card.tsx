import { Trans, useLingui } from '@lingui/react/macro';
import { applySavedAvatar, avatarsQueryOptions } from '@sparked/features/avatar';
import { classmatesQueryOptions } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Avatar } from '@sparked/ui/patterns/avatar';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as learning from './learning.css';

/**
 * Who is in the class, as classmates see each other: nickname and avatar, or first names when the
 * teacher turned them on. Never a full name or an email (learners may be minors).
 */
export function ClassmatesCard({ classId }: { classId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const classmates = useQuery(classmatesQueryOptions(session.client, classId));
  const ids = classmates.data?.classmates.map((mate) => mate.userId) ?? [];
  const avatars = useQuery(avatarsQueryOptions(session.client, ids));
  const avatarOf = (userId: string) =>
    avatars.data?.find((entry) => entry.userId === userId)?.avatar ?? null;
  return (
    <Card as="section" heading={t`Classmates`} headingLevel={2}>
      <QueryState query={classmates} loading={t`Loading your classmates`} what={t`Your classmates`}>
        {(data) => (
          <Stack gap={3}>
            <p className={styles.note}>
              {data.firstNames
                ? t`Your teacher shows first names in this class.`
                : t`Everyone here goes by a nickname.`}
            </p>
            <ul className={learning.classmates}>
              {data.classmates.map((mate) => (
                <li key={mate.userId} className={styles.inlineRow}>
                  {avatars.isSuccess ? (
                    <Avatar avatar={applySavedAvatar(avatarOf(mate.userId))} size={40} />
                  ) : null}
                  <span>{mate.name}</span>
                  {mate.you ? (
                    <Badge tone="primary">
                      <Trans comment="Marks the learner themselves in the list of classmates.">
                        You
                      </Trans>
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
