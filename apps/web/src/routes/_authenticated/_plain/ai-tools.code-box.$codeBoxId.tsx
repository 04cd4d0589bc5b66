import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_plain/ai-tools/code-box/$codeBoxId')({
  staticData: { title: 'Code box' },
  component: () => <UpcomingPage summary="Refine the specification and the generated code." />,
});
