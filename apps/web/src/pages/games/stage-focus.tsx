import { focusFirst, focusIsLost } from '@sparked/ui/focus';
import { useEffect, useRef } from 'react';

const nextStep = '#main-content [data-stage-focus]';

/** Where focus goes in a room when it has nowhere else: the stage's next step, then its heading. */
const stageTargets = [nextStep, '#main-content h2', '#main-content h1'] as const;

/**
 * A game room changes under the person's focus (a new phase, a question, a locked answer), often
 * removing the control they pressed. After each change, focus that fell to the page goes to the
 * stage's next step (the host's one button, marked `data-stage-focus`, so the next step is one key
 * away) or its heading (decision 0044). A next step that shows later (Start the game, once a
 * player joins the lobby) takes focus from the heading this left it on, unless the person moved
 * it since. Renders nothing; put it beside the stage.
 */
export function StageFocus({ change }: { change: unknown }) {
  // The heading focus was left on for want of a next step.
  const parked = useRef<Element | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each change of the room.
  useEffect(() => {
    // A disabled control lets go of focus a moment after the render that disabled it.
    const frame = requestAnimationFrame(() => {
      const waiting =
        parked.current === document.activeElement && document.querySelector(nextStep) !== null;
      if (!focusIsLost() && !waiting) return;
      focusFirst(stageTargets);
      const active = document.activeElement;
      parked.current = active?.matches(nextStep) ? null : active;
    });
    return () => cancelAnimationFrame(frame);
  }, [change]);
  return null;
}
