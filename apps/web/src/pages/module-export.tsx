import { cartridgeFileName, type ModuleWithOutline } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../shared/page.css';
import { useDownload } from '../shared/use-download';

/** Downloads the module as a Common Cartridge, with the session's token like every call. */
export function ModuleExport({ module }: { module: ModuleWithOutline }) {
  const { session } = useSession();
  const exported = useDownload(
    async () => ({
      name: cartridgeFileName(module.title),
      type: 'application/zip',
      content: await callEndpoint(session.client, 'exportModule', {
        params: { moduleId: module.id },
      }),
    }),
    'Export failed',
  );
  return (
    <Stack gap={3} align="start">
      <p className={styles.note}>
        A Common Cartridge (.imscc) file of this module’s outline, e-books, links and quizzes, to
        import into Moodle, Canvas, Brightspace or another learning platform.
      </p>
      <Button variant="secondary" loading={exported.busy} onClick={exported.start}>
        Export as Common Cartridge
      </Button>
    </Stack>
  );
}
