import { EducatorToolsButton } from '@sparked/ui/patterns/educator-tools-button';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ClipboardPanelContainer } from './clipboard-panel-container';
import * as styles from './educator-tools.css';

/**
 * The educator tools button and the clipboard panel it opens. The panel is not modal: items are
 * dragged from it onto the page. Escape or its close button closes it and focus returns to the
 * button.
 */
export function EducatorToolsContent() {
  const [clipboardOpen, setClipboardOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const openClipboard = () => {
    // Rendered now, so focus can move into it before the menu finishes closing.
    flushSync(() => setClipboardOpen(true));
    panelRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  };
  const closeClipboard = () => {
    setClipboardOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <EducatorToolsButton ref={buttonRef} onOpenClipboard={openClipboard} />
      {clipboardOpen ? (
        <div ref={panelRef} className={styles.floatingPanel}>
          <ClipboardPanelContainer onClose={closeClipboard} />
        </div>
      ) : null}
    </>
  );
}
