import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectCode } from '@sparked/contracts';
import {
  clipboardPreviewImage,
  copiedWidget,
  useCopyToClipboard,
} from '@sparked/features/clipboard';
import { Button } from '@sparked/ui/button';

/**
 * For educators: the project as a widget on the clipboard, to paste into an e-book page, where
 * learners run it in the same sandboxed preview (the code box as a code generator, spec §1).
 */
export function CopyProjectWidget({ title, code }: { title: string; code: ProjectCode }) {
  const { t } = useLingui();
  const { copy, copying, copied } = useCopyToClipboard('widget');
  const label = t`Code project: ${title}`;
  return (
    <Button
      variant="secondary"
      loading={copying}
      onClick={() =>
        void copy({
          title: label,
          preview: clipboardPreviewImage(
            t({ message: 'Widget', comment: 'A block copied to the clipboard.' }),
            label,
          ),
          data: copiedWidget({ id: crypto.randomUUID(), type: 'project', title, code }),
        }).catch(() => {})
      }
    >
      {copied ? (
        <Trans>Copied to the clipboard</Trans>
      ) : (
        <Trans>Copy as a widget for an e-book</Trans>
      )}
    </Button>
  );
}
