import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/jira')({
  staticData: { title: 'Help-desk tickets' },
  component: () => (
    <UpcomingPage summary="Tickets filed through Janus, with their conversations and screenshots." />
  ),
});
