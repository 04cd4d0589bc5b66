import { educatorRoles } from '@sparked/contracts';
import { TooltipProvider } from '@sparked/ui/tooltip';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { EducatorLayout } from '../../layouts/sidebar-layout';

/** Educator management: admin or facilitator (spec §2, §6). */
export const Route = createFileRoute('/_authenticated/_staff')({
  ...guard({ roles: educatorRoles }),
  // Outlines and lists of icon buttons share one tooltip delay, skipped from one button to the
  // next. Student pages have few tooltips, each bringing its own provider, so Radix's tooltip
  // code loads only with a page that shows one.
  component: () => (
    <TooltipProvider>
      <EducatorLayout />
    </TooltipProvider>
  ),
});
