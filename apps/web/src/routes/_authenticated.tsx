import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../app/guard';
import { redirectNoticeSearch } from '../app/redirect-notice';
import { SignedInArea } from '../layouts/signed-in-area';

/** Every page below needs a signed-in user (spec §2 "auth"); pages read its claims from context. */
export const Route = createFileRoute('/_authenticated')({
  ...guard({}),
  // A guard that sent the visitor here says why (spec §8 redirects).
  validateSearch: redirectNoticeSearch,
  component: SignedInArea,
});
