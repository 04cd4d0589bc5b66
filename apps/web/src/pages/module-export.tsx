import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cartridgeFileName, type ModuleWithOutline } from '@sparked/contracts';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../shared/page.css';
import { useDownload } from '../shared/use-download';

const megabytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** What a long export has done so far. */
export function exportProgress(receivedBytes: number): string {
  if (receivedBytes === 0) return t`Packaging the module…`;
  const size = megabytes.format(receivedBytes / 1048576);
  return t`Packaging the module: ${size} MB so far`;
}

/** Downloads the module as a Common Cartridge, with the session's token like every call. */
export function ModuleExport({ module }: { module: ModuleWithOutline }) {
  useLingui();
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
    t`Export failed`,
  );
  const links = useDownload(
    async () => ({
      name: cartridgeFileName(module.title, 'links'),
      type: 'application/zip',
      content: await callEndpoint(session.client, 'exportModuleLinks', {
        params: { moduleId: module.id },
      }),
    }),
    t`Export failed`,
  );
  return (
    <Stack gap={3} align="start">
      <p className={styles.note}>
        <Trans>
          A Common Cartridge (.imscc) file of this module’s outline, e-books, links and quizzes, to
          import into Moodle, Canvas, Brightspace or another learning platform.
        </Trans>
      </p>
      <Button variant="secondary" loading={exported.busy} onClick={exported.start}>
        <Trans>Export as Common Cartridge</Trans>
      </Button>
      {/* The package streams as it is made: its size is known only at the end, so this counts. */}
      <p className={styles.note} role="status">
        {exported.busy ? exportProgress(exported.received) : ''}
      </p>
      <p className={styles.note}>
        <Trans>
          Or links that open this module’s activities in Sparked from a course in your LMS, once an
          administrator has connected the LMS to Sparked (a Thin Common Cartridge of LTI links).
        </Trans>
      </p>
      <Button variant="secondary" loading={links.busy} onClick={links.start}>
        <Trans>Export as LTI links</Trans>
      </Button>
    </Stack>
  );
}
