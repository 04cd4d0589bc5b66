import { Trans } from '@lingui/react/macro';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../../../shared/page.css';
import { PasteCard } from './paste-card';
import { PlatformsCard } from './platforms-card';

/**
 * LMS connections (LTI 1.3): the LMSs admins registered, or that registered themselves and wait
 * for approval, and what to paste into an LMS to add Sparked to it.
 */
export function LtiPage() {
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>LMS connections</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Connect your school’s LMS with LTI 1.3: teachers add Sparked activities to their
            courses, and students open them from there, signed in, without a second account.
          </Trans>
        </p>
      </Stack>
      <PlatformsCard />
      <PasteCard />
    </Stack>
  );
}
