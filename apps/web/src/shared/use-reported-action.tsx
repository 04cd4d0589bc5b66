import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { useToasts } from '@sparked/ui/toast';
import * as styles from './page.css';

/**
 * Runs a change and says on a toast how it went: what was done (with Undo where the change can
 * be taken back), or why it was not. Resolves whether it worked, so a form can clear itself.
 */
export function useReportedAction() {
  const { t } = useLingui();
  const { notify } = useToasts();
  return async (action: () => Promise<unknown>, done: string, undo?: () => void) => {
    try {
      await action();
    } catch (error) {
      notify({
        type: 'error',
        title: t`That did not work`,
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
    notify({
      type: 'success',
      title: t({ message: 'Done', comment: 'A toast saying a change was made.' }),
      message: undo ? (
        <span className={styles.inlineRow}>
          {done}
          <Button size="sm" variant="secondary" onClick={undo}>
            <Trans>Undo</Trans>
          </Button>
        </span>
      ) : (
        done
      ),
    });
    return true;
  };
}
