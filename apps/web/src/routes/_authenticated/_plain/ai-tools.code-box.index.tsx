import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { CodeBoxListPage } from '../../../pages/code-box/code-box-list-page';

export const Route = createFileRoute('/_authenticated/_plain/ai-tools/code-box/')({
  staticData: { title: pageRow('/ai-tools/code-box').title },
  component: CodeBoxListPage,
});
