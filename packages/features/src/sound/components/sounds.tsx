import { useEffect, useMemo } from 'react';
import { onLearningMoment } from '../../learning';
import { createSoundPlayer, hasInteracted, type SoundName } from '../model/sound-player';

const effects: readonly SoundName[] = ['right', 'wrong', 'course-completed'];

/** Runs `work` once the browser is idle, so fetching sounds never competes with the page. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 2000);
  return () => clearTimeout(timer);
}

/**
 * The signed-in user's sounds, as their settings ask: the learning moments' effects (right, wrong,
 * course completed) and the background music, looped. Effects are fetched when the browser is
 * idle; the music starts on the first click, tap or key once it is on, never before.
 */
export function Sounds({ music, sound }: { music: boolean; sound: boolean }) {
  const player = useMemo(createSoundPlayer, []);

  useEffect(() => {
    if (!sound) return;
    const cancel = whenIdle(() => player.prefetch(effects));
    const stop = onLearningMoment((moment) => player.play(moment));
    return () => {
      cancel();
      stop();
    };
  }, [player, sound]);

  useEffect(() => {
    if (!music) return;
    const start = () => player.play('background-music');
    if (hasInteracted()) start();
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, start, { once: true });
    return () => {
      for (const event of events) window.removeEventListener(event, start);
      player.stop('background-music');
    };
  }, [player, music]);

  return null;
}
