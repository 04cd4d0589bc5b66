import { createFileRoute } from '@tanstack/react-router';
import { BareLayout } from '../../layouts/gamified-layout';

export const Route = createFileRoute('/_authenticated/_focus')({
  component: () => <BareLayout name="focus" />,
});
