import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { LeagueSettingsPage } from '../../../pages/admin/league-settings-page';

// Admins only; the staff layout has already let educators through.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/educator/leagues')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/leagues').title },
  component: LeagueSettingsPage,
});
