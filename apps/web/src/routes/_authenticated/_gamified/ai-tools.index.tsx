import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { searchOf, text } from '../../../app/search-params';
import { AiToolsPage } from '../../../pages/ai-tools/ai-tools-page';

/** The assistant whose chat is open lives in the address, so a link opens it. */
const readSearch = searchOf({ assistant: text(63, /^[a-z0-9][a-z0-9-]*$/) });

export const Route = createFileRoute('/_authenticated/_gamified/ai-tools/')({
  staticData: { title: pageRow('/ai-tools').title },
  validateSearch: readSearch,
  component: AiToolsPage,
});
