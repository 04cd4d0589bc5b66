import { vars } from '@sparked/design-tokens/contract.css';

type Duration = keyof typeof vars.motion.duration;

/**
 * The entrance animation of a layer that appears (popover, menu, dialog, toast), played only for
 * people who have not asked for reduced motion. With reduced motion the layer has no animation at
 * all rather than a zero-length one: Radix keeps a closing layer mounted until an exit animation
 * ends when it sees an animation it did not see start, and a zero-length one may never report
 * ending, which left closed popovers on screen.
 */
export function entrance(keyframe: string, duration: Duration) {
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${keyframe} ${vars.motion.duration[duration]} ${vars.motion.easing.standard}`,
      },
    },
  };
}
