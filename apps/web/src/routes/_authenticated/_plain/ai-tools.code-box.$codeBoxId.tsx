import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { CodeBoxPage } from '../../../pages/code-box/code-box-page';

export const Route = createFileRoute('/_authenticated/_plain/ai-tools/code-box/$codeBoxId')({
  staticData: { title: pageRow('/ai-tools/code-box/$codeBoxId').title },
  component: CodeBoxPage,
});
