import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../layouts/public-layout';

export const Route = createFileRoute('/_public')({
  // A link opened in a new tab finds the browser's signed-in user before the page shows anything.
  beforeLoad: ({ context }) => context.session.restore(),
  component: PublicLayout,
});
