import { useRef } from 'react';

/**
 * Radix gives focus back only to a Trigger; modals opened from code (DialogProvider, controlled
 * `open`) would otherwise drop it on <body>. Spread these on the Content: they remember what had
 * focus when the modal opened and give it back when it closes.
 */
export function useReturnFocus() {
  const returnFocusTo = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocusTo.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusTo.current;
      if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
