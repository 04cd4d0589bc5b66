import { useLingui } from '@lingui/react/macro';
import { useToasts } from '@sparked/ui/toast';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { roleNoticeText } from '../app/redirect-notice';

const signedInRoute = getRouteApi('/_authenticated');

// Loaded only when a guard sent someone here with the alert: no page pays for the modal up front.
const AlertModal = lazy(() =>
  import('@sparked/ui/alert-modal').then((module) => ({ default: module.AlertModal })),
);

/**
 * Says why a guard brought the visitor here, then drops the notice from the address so a reload
 * or a shared link does not repeat it: the module alert of spec §8, or a toast for a role mismatch.
 */
export function RedirectNotices() {
  const { t } = useLingui();
  const { notice } = signedInRoute.useSearch();
  const navigate = useNavigate();
  const { notify } = useToasts();
  const clear = () => navigate({ to: '.', search: {}, replace: true });

  const roleText =
    notice === 'for-educators' || notice === 'for-admins' ? roleNoticeText(notice) : null;
  useEffect(() => {
    if (!roleText) return;
    notify({ type: 'warning', title: t`Page not available`, message: roleText });
    void navigate({ to: '.', search: {}, replace: true });
  }, [roleText, notify, navigate, t]);

  if (notice !== 'module-access-denied') return null;
  return (
    <Suspense fallback={null}>
      <AlertModal
        open
        type="danger"
        title={t`Module Access Denied`}
        message={t`You do not have access to this module.`}
        onDismiss={clear}
      />
    </Suspense>
  );
}
