import { createFileRoute } from '@tanstack/react-router';
import { EventDialog } from '../../../pages/events/event-dialog';

/** Any event's details over the list; the spec's two events have their own routes too. */
export const Route = createFileRoute('/_authenticated/_gamified/event-arena/$slug')({
  staticData: { title: 'Event' },
  component: function EventRoute() {
    const { slug } = Route.useParams();
    return <EventDialog slug={slug} />;
  },
});
