import { useLingui } from '@lingui/react/macro';
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
  const { copy, copying, copied } = useCopyToClipboard('widget');
  const { t } = useLingui();
  const label = t`Code project: ${title}`;
  return (
    <Button
      variant="secondary"
      loading={copying}
      onClick={() =>
        void copy({
          title: label,
          preview: clipboardPreviewImage('Widget', label),
          data: copiedWidget({ id: crypto.randomUUID(), type: 'project', title, code }),
        }).catch(() => {})
      }
    >
      {copied ? t`Copied to the clipboard` : t`Copy as a widget for an e-book`}
    </Button>
  );
}
