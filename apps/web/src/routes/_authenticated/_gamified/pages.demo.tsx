import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { DemoPage } from '../../../pages/demo-page';

export const Route = createFileRoute('/_authenticated/_gamified/pages/demo')({
  staticData: { title: pageRow('/pages/demo').title },
  component: DemoPage,
});
