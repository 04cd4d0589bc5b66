import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../app/guard';

/** Every page below needs a signed-in user (spec §2 "auth"). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: guard({ auth: true }),
  component: Outlet,
});
