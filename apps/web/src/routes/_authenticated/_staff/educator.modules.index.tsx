import { AlertModal } from '@sparked/ui/alert-modal';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UpcomingPage } from '../../../pages/upcoming-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/')({
  // Set by the module-author guard when a non-author opens a module's contents (spec §8).
  validateSearch: z.object({ notice: z.enum(['module-access-denied']).optional() }),
  staticData: { title: 'Modules' },
  component: function ModulesRoute() {
    const { notice } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <UpcomingPage summary="The modules you author or can view, with their activities." />
        <AlertModal
          open={notice === 'module-access-denied'}
          type="danger"
          title="Module Access Denied"
          message="You do not have access to this module."
          onDismiss={() => navigate({ search: {}, replace: true })}
        />
      </>
    );
  },
});
