import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/referral-code/generate')({
  beforeLoad: guard({ auth: true, roles: ['admin'] }),
  staticData: { title: 'Generate referral codes' },
  component: () => (
    <UpcomingPage summary="Create referral codes that invite students into a class." />
  ),
});
