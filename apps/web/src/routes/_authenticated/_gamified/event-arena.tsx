import { eventsQueryOptions } from '@sparked/features/events';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { EventArenaPage } from '../../../pages/events/event-arena-page';

export const Route = createFileRoute('/_authenticated/_gamified/event-arena')({
  staticData: { title: pageRow('/event-arena').title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(eventsQueryOptions(session.client)),
  component: EventArenaPage,
});
