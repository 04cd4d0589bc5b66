import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_plain/ai-tools/code-box/')({
  staticData: { title: 'Code box' },
  component: () => (
    <UpcomingPage summary="Describe what you want to build and the code box writes it with you." />
  ),
});
