import { createFileRoute } from '@tanstack/react-router';
import { BareLayout } from '../../layouts/gamified-layout';

/** The plain gamified layout (spec §2): the header without the sidebar, for the code box. */
export const Route = createFileRoute('/_authenticated/_plain')({
  component: () => <BareLayout name="plain-gamified" />,
});
