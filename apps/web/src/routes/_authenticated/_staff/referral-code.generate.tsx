import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { ReferralCodesPage } from '../../../pages/classes/referral-codes-page';

// Admins only (spec §2, §6); the staff layout has already let educators through.
const admins = guard({ roles: ['admin'] });

export const Route = createFileRoute('/_authenticated/_staff/referral-code/generate')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/referral-code/generate').title },
  component: ReferralCodesPage,
});
