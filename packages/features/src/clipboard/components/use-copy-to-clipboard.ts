import { type ClipboardKind, copiedIndicatorMs } from '@sparked/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClipboardContent, useClipboard } from './clipboard-provider';

/**
 * A copy control's view of the clipboard: `copy(content)` into one list, and `copied`, true for
 * 1500 ms after this control's own copy succeeded (spec §9), for a "Copied" label.
 */
export function useCopyToClipboard(kind: ClipboardKind) {
  const { copy } = useClipboard();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copyContent = useCallback(
    async (content: ClipboardContent) => {
      const item = await copy(kind, content);
      if (item) {
        clearTimeout(timer.current);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), copiedIndicatorMs);
      }
      return item;
    },
    [copy, kind],
  );

  return { copy: copyContent, copied };
}
