import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { EventDialog } from '../../../pages/events/event-dialog';

export const Route = createFileRoute('/_authenticated/_gamified/event-arena/ai-bayanihan')({
  staticData: { title: pageRow('/event-arena/ai-bayanihan').title },
  component: () => <EventDialog slug="ai-bayanihan" />,
});
