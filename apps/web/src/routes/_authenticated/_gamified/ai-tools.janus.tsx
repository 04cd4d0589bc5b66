import { HelpDeskConversation } from '@sparked/features/help-desk';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import * as styles from '../../../pages/page.css';

/** Janus full-page (spec §2 /ai-tools/janus): the help-desk conversation in place. */
function JanusPage() {
  const { session, claims } = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>Janus</h1>
      <p className={styles.lead}>
        Ask Janus for help: it troubleshoots problems, answers questions about Sparked and files a
        ticket for the team when something is broken.
      </p>
      <HelpDeskConversation
        client={session.client}
        email={claims?.email ?? ''}
        pathname={pathname}
      />
    </Stack>
  );
}

export const Route = createFileRoute('/_authenticated/_gamified/ai-tools/janus')({
  staticData: { title: 'Janus' },
  component: JanusPage,
});
