import { AlertModal } from '@sparked/ui/alert-modal';
import { useToasts } from '@sparked/ui/toast';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { roleNoticeText } from '../app/redirect-notice';

const signedInRoute = getRouteApi('/_authenticated');

/**
 * Says why a guard brought the visitor here, then drops the notice from the address so a reload
 * or a shared link does not repeat it: the module alert of spec §8, or a toast for a role mismatch.
 */
export function RedirectNotices() {
  const { notice } = signedInRoute.useSearch();
  const navigate = useNavigate();
  const { notify } = useToasts();
  const clear = () => navigate({ to: '.', search: {}, replace: true });

  const roleText =
    notice === 'for-educators' || notice === 'for-admins' ? roleNoticeText[notice] : null;
  useEffect(() => {
    if (!roleText) return;
    notify({ type: 'warning', title: 'Page not available', message: roleText });
    void navigate({ to: '.', search: {}, replace: true });
  }, [roleText, notify, navigate]);

  return (
    <AlertModal
      open={notice === 'module-access-denied'}
      type="danger"
      title="Module Access Denied"
      message="You do not have access to this module."
      onDismiss={clear}
    />
  );
}
