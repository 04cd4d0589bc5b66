import { focusFirst, focusIsLost } from '@sparked/ui/focus';
import { useEffect } from 'react';

/** Where focus goes in a room when it has nowhere else: the stage's next step, then its heading. */
const stageTargets = [
  '#main-content [data-stage-focus]',
  '#main-content h2',
  '#main-content h1',
] as const;

/**
 * A game room changes under the person's focus (a new phase, a question, a locked answer), often
 * removing the control they pressed. After each change, focus that fell to the page goes to the
 * stage's next step (the host's one button, marked `data-stage-focus`, so the next step is one key
 * away) or its heading (decision 0044). Renders nothing; put it beside the stage.
 */
export function StageFocus({ change }: { change: unknown }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each change of the room.
  useEffect(() => {
    // A disabled control lets go of focus a moment after the render that disabled it.
    const frame = requestAnimationFrame(() => {
      if (focusIsLost()) focusFirst(stageTargets);
    });
    return () => cancelAnimationFrame(frame);
  }, [change]);
  return null;
}
