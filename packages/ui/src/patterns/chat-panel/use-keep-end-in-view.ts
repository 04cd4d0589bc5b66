import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** How far from the end, in pixels, still counts as reading the newest message. */
const endSlack = 24;

/**
 * Keeps the end of a scrolling thread in view while the thread or its content changes size (a
 * font or an image arriving, the panel resizing, the screenshot box shrinking), unless the reader
 * has scrolled back to read something older. Returns `scrollToEnd`, for when something is added.
 */
export function useKeepEndInView(
  viewport: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const readingEnd = useRef(true);
  // Where our own scrolling left the thread: its scroll event says nothing about the reader.
  const scrolledTo = useRef<number | undefined>(undefined);

  const scrollToEnd = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    scrolledTo.current = element.scrollTop;
    readingEnd.current = true;
  }, [viewport]);

  useEffect(() => {
    const element = viewport.current;
    const inner = content.current;
    if (!element || !inner) return;
    const onScroll = () => {
      if (element.scrollTop === scrolledTo.current) return;
      scrolledTo.current = undefined;
      readingEnd.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= endSlack;
    };
    const observer = new ResizeObserver(() => {
      if (readingEnd.current) scrollToEnd();
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(element);
    observer.observe(inner);
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [viewport, content, scrollToEnd]);

  return scrollToEnd;
}
