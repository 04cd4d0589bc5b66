import { Trans } from '@lingui/react/macro';
import { HelpDeskConversation } from '@sparked/features/help-desk';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import * as styles from '../shared/page.css';

const signedInRoute = getRouteApi('/_authenticated');

/** Janus full-page (spec §2 /ai-tools/janus): the help-desk conversation in place. */
export function JanusPage() {
  const { session } = useSession();
  const { claims } = signedInRoute.useRouteContext();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>Janus</h1>
      <p className={styles.lead}>
        <Trans>
          Ask Janus for help: it troubleshoots problems, answers questions about Sparked and files a
          ticket for the team when something is broken.
        </Trans>
      </p>
      <HelpDeskConversation client={session.client} email={claims.email} pathname={pathname} />
    </Stack>
  );
}
