import { cartridgeFileName, type ModuleWithOutline } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../shared/page.css';
import { useDownload } from '../shared/use-download';

const megabytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** What a long export has done so far. */
export function exportProgress(receivedBytes: number): string {
  if (receivedBytes === 0) return 'Packaging the module…';
  return `Packaging the module: ${megabytes.format(receivedBytes / 1048576)} MB so far`;
}

/** Downloads the module as a Common Cartridge, with the session's token like every call. */
export function ModuleExport({ module }: { module: ModuleWithOutline }) {
  const { session } = useSession();
  const exported = useDownload(
    async (onProgress) => ({
      name: cartridgeFileName(module.title),
      type: 'application/zip',
      content: await callEndpoint(session.client, 'exportModule', {
        params: { moduleId: module.id },
        onProgress,
      }),
    }),
    'Export failed',
  );
  const links = useDownload(
    async () => ({
      name: cartridgeFileName(module.title, 'links'),
      type: 'application/zip',
      content: await callEndpoint(session.client, 'exportModuleLinks', {
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
      {/* The package streams as it is made: its size is known only at the end, so this counts. */}
      <p className={styles.note} role="status">
        {exported.busy ? exportProgress(exported.received) : ''}
      </p>
      <p className={styles.note}>
        Or links that open this module’s activities in Sparked from a course in your LMS, once an
        administrator has connected the LMS to Sparked (a Thin Common Cartridge of LTI links).
      </p>
      <Button variant="secondary" loading={links.busy} onClick={links.start}>
        Export as LTI links
      </Button>
    </Stack>
  );
}
