import { Trans, useLingui } from '@lingui/react/macro';
import { userRoleLabels } from '@sparked/features/admin';
import { AvatarEditor } from '@sparked/features/avatar';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { MyTickets } from '@sparked/features/help-desk';
import { shownEmail } from '@sparked/features/lms-accounts';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InTurn } from '../layouts/after-first-commit';
import { useAskBeforeLeaving } from '../shared/ask-before-leaving';
import * as styles from '../shared/page.css';
import { AdminActivity } from './admin-activity';
import { MyCertificates, MyOrders } from './learner-records';
import { ProfileLanguage } from './profile-language';
import { ProfileTags } from './profile-tags';
import { SoundSettings } from './sound-settings';
import { MyWalletHistory } from './wallet-history';

/**
 * Who the signed-in user is, as the single sign-on service knows them, the language they chose
 * for every device, their avatar, their sound
 * settings, what they earned and bought (and why each wallet moved), and the help-desk tickets Janus filed for them.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(session.client));
  const [avatarChanged, setAvatarChanged] = useState(false);
  useAskBeforeLeaving(
    avatarChanged,
    t({
      message: 'Your avatar changes',
      comment: 'Starts a sentence: "Your avatar changes are not saved yet."',
    }),
  );
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Profile</Trans>
      </h1>
      <Card heading={t`Account`} as="section">
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Name</Trans>
          </dt>
          <dd className={styles.definition}>
            {user.firstName} {user.lastName}
          </dd>
          <dt className={styles.term}>
            <Trans>Email</Trans>
          </dt>
          <dd className={styles.definition}>{shownEmail(user.email)}</dd>
          <dt className={styles.term}>
            <Trans>Role</Trans>
          </dt>
          <dd className={styles.definition}>{userRoleLabels[user.role]}</dd>
          <dt className={styles.term}>
            <Trans>Tags</Trans>
          </dt>
          <dd className={styles.definition}>
            <ProfileTags client={session.client} />
          </dd>
        </dl>
        <ProfileLanguage />
      </Card>
      {/* Each a commit of its own: together, they were one long task on a slow phone. */}
      <InTurn>
        <Card heading={t`Avatar`} as="section">
          <AvatarEditor client={session.client} onDirtyChange={setAvatarChanged} />
        </Card>
        <SoundSettings />
        <MyCertificates />
        <MyWalletHistory />
        <MyOrders />
        <MyTickets client={session.client} />
        <AdminActivity />
      </InTurn>
    </Stack>
  );
}
