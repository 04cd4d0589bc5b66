import { createFileRoute } from '@tanstack/react-router';
import { BareLayout } from '../../layouts/gamified-layout';

/** Editors and players: the page has the whole screen. */
export const Route = createFileRoute('/_authenticated/_focus')({
  component: () => <BareLayout name="focus" />,
});
