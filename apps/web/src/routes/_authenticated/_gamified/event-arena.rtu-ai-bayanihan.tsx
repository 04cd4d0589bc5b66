import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { EventDialog } from '../../../pages/events/event-dialog';

export const Route = createFileRoute('/_authenticated/_gamified/event-arena/rtu-ai-bayanihan')({
  staticData: { title: pageRow('/event-arena/rtu-ai-bayanihan').title },
  component: () => <EventDialog slug="rtu-ai-bayanihan" />,
});
