import type { ClipboardKind } from '@sparked/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClipboardContent, useClipboard } from './clipboard-provider';

/** How long a copy control shows that it copied, in milliseconds (spec §9). */
export const copiedIndicatorMs = 1500;

/**
 * A copy control's view of the clipboard: `copy(content)` into one list; `copying` while this
 * control's copy runs (its button shows it, and a press meanwhile is ignored, so a double click
 * copies once); and `copied`, true for 1500 ms after this control's own copy succeeded (spec §9),
 * for a "Copied" label.
 */
export function useCopyToClipboard(kind: ClipboardKind) {
  const { copy } = useClipboard();
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState(false);
  // Read by a second press before React has re-rendered with `copying`.
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copyContent = useCallback(
    async (content: ClipboardContent) => {
      if (running.current) return null;
      running.current = true;
      setCopying(true);
      try {
        const item = await copy(kind, content);
        if (item) {
          clearTimeout(timer.current);
          setCopied(true);
          timer.current = setTimeout(() => setCopied(false), copiedIndicatorMs);
        }
        return item;
      } finally {
        running.current = false;
        setCopying(false);
      }
    },
    [copy, kind],
  );

  return { copy: copyContent, copying, copied };
}
