import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { EducatorLayout } from '../../layouts/sidebar-layout';

/** Educator management: admin or facilitator (spec §2, §6). */
export const Route = createFileRoute('/_authenticated/_staff')({
  ...guard({ roles: educatorRoles }),
  component: EducatorLayout,
});
