import { t } from '@lingui/core/macro';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { useBlocker } from '@tanstack/react-router';

/**
 * While `unsaved` is true, leaving the page asks first: a dialog for a move inside Sparked (stay
 * is the safe answer), the browser's own question for closing or reloading the tab. `changes`
 * names what would be lost: "Your avatar changes".
 */
export function useAskBeforeLeaving(unsaved: boolean, changes: string) {
  const { confirm } = useDialogs();
  useBlocker({
    disabled: !unsaved,
    enableBeforeUnload: () => unsaved,
    shouldBlockFn: async () => {
      try {
        await confirm({
          type: 'danger',
          title: t`Leave without saving?`,
          message: t`${changes} are not saved yet. Leave, and they are lost.`,
          confirmLabel: t`Leave`,
        });
        return false;
      } catch (error) {
        if (error instanceof DialogCancelledError) return true;
        throw error;
      }
    },
  });
}
