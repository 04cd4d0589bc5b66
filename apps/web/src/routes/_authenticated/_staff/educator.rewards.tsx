import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { RewardRulesPage } from '../../../pages/admin/economy/reward-rules-page';

// Admins only; the staff layout has already let educators through.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/educator/rewards')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/rewards').title },
  component: RewardRulesPage,
});
