import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** Says a text through the stage's live region; nothing outside a `StageAnnouncer`. */
const SayContext = createContext<(text: string) => void>(() => {});

/**
 * The one polite live region of a game's stage (issue 42, decision 0044). It says `message` (what
 * the room's state means for this viewer: a question started, the reveal, their place) each time
 * it changes, and what the stage's parts hand it with `useStageSay` between (the timer's "10
 * seconds left."). One region, so a screen reader hears each thing once, in order, instead of
 * several regions speaking over each other; it stays mounted across phases, since a region
 * inserted already holding its text is often not read at all.
 */
export function StageAnnouncer({ message, children }: { message: string; children: ReactNode }) {
  const [heard, setHeard] = useState({ message, spoken: message });
  // A new message is said at once, in the render that brings it (not in an effect, which would run
  // after, and drown, what the stage's parts hand over as they mount: a reload at "5 seconds left").
  if (heard.message !== message) setHeard({ message, spoken: message });
  const say = useCallback((text: string) => setHeard((now) => ({ ...now, spoken: text })), []);
  return (
    <SayContext.Provider value={say}>
      {children}
      <VisuallyHidden aria-live="polite" data-stage-announcer="">
        {heard.spoken}
      </VisuallyHidden>
    </SayContext.Provider>
  );
}

/** Hands a text to the stage's live region (see `StageAnnouncer`). */
export const useStageSay = () => useContext(SayContext);
