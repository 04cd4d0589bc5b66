import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { JanusPage } from '../../../pages/janus-page';

export const Route = createFileRoute('/_authenticated/_gamified/ai-tools/janus')({
  staticData: { title: pageRow('/ai-tools/janus').title },
  component: JanusPage,
});
