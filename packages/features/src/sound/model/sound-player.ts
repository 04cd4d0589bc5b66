import type { LearningMoment } from '../../learning';

/** The sounds of spec §9, served from the web app's `public/sounds`. */
export type SoundName = LearningMoment | 'background-music';
const soundUrl = (name: SoundName) => `/sounds/${name}.mp3`;

/** Effects sit over whatever else plays; the music stays in the background. */
const volumes: Record<SoundName, number> = {
  right: 0.6,
  wrong: 0.5,
  'course-completed': 0.7,
  'background-music': 0.25,
};

/**
 * Browsers refuse sound before the person has interacted with the page, and a page that tries is
 * rude: nothing plays until they have clicked, tapped or typed here.
 */
export const hasInteracted = () => navigator.userActivation?.hasBeenActive ?? false;

/**
 * One audio element per sound, made (and so fetched: `preload`) on first use or by `prefetch`,
 * and kept. Playing an effect again restarts it.
 */
export function createSoundPlayer() {
  const elements = new Map<SoundName, HTMLAudioElement>();

  function element(name: SoundName): HTMLAudioElement {
    let audio = elements.get(name);
    if (!audio) {
      audio = new Audio(soundUrl(name));
      audio.preload = 'auto';
      audio.volume = volumes[name];
      audio.loop = name === 'background-music';
      elements.set(name, audio);
    }
    return audio;
  }

  return {
    prefetch(names: readonly SoundName[]) {
      for (const name of names) element(name);
    },
    play(name: SoundName) {
      if (!hasInteracted()) return;
      const audio = element(name);
      if (name !== 'background-music') audio.currentTime = 0;
      // A refusal (no interaction yet, a blocked autoplay) is not worth an error: silence.
      audio.play().catch(() => undefined);
    },
    stop(name: SoundName) {
      elements.get(name)?.pause();
    },
  };
}
export type SoundPlayer = ReturnType<typeof createSoundPlayer>;
