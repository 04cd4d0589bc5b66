import { cartridgeFileName, type ModuleWithOutline } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import { useToasts } from '@sparked/ui/toast';
import { useState } from 'react';
import { download } from '../shared/download';
import * as styles from '../shared/page.css';

/** Downloads the module as a Common Cartridge, with the session's token like every call. */
export function ModuleExport({ module }: { module: ModuleWithOutline }) {
  const { session } = useSession();
  const { notify } = useToasts();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const file = await callEndpoint(session.client, 'exportModule', {
        params: { moduleId: module.id },
      });
      download(cartridgeFileName(module.title), 'application/zip', file);
    } catch (error) {
      notify({ type: 'error', title: 'Export failed', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3} align="start">
      <p className={styles.note}>
        A Common Cartridge (.imscc) file of this module’s outline, e-books, links and quizzes, to
        import into Moodle, Canvas, Brightspace or another learning platform.
      </p>
      <Button variant="secondary" loading={busy} onClick={() => void save()}>
        Export as Common Cartridge
      </Button>
    </Stack>
  );
}
