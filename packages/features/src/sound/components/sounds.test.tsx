import { raiseLearningMoment } from '@sparked/features/learning';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sounds } from './sounds';

/** Stands in for the browser's audio: records what was played. */
const played: string[] = [];
class FakeAudio {
  preload = '';
  volume = 1;
  loop = false;
  currentTime = 0;
  paused = true;
  constructor(readonly src: string) {}
  play() {
    this.paused = false;
    played.push(this.src);
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

let active = false;
beforeEach(() => {
  played.length = 0;
  active = false;
  vi.stubGlobal('Audio', FakeAudio);
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    get: () => ({ hasBeenActive: active, isActive: active }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sounds', () => {
  it('play the learning moments only once the learner has interacted', () => {
    render(<Sounds music={false} sound />);
    raiseLearningMoment('right');
    expect(played).toEqual([]);
    active = true;
    raiseLearningMoment('right');
    raiseLearningMoment('course-completed');
    expect(played).toEqual(['/sounds/right.mp3', '/sounds/course-completed.mp3']);
  });

  it('stay silent with sound effects off, and stop listening when unmounted', () => {
    active = true;
    const { rerender, unmount } = render(<Sounds music={false} sound={false} />);
    raiseLearningMoment('wrong');
    rerender(<Sounds music={false} sound />);
    raiseLearningMoment('wrong');
    unmount();
    raiseLearningMoment('wrong');
    expect(played).toEqual(['/sounds/wrong.mp3']);
  });

  it('start the music on the first interaction, not before', () => {
    render(<Sounds music sound={false} />);
    expect(played).toEqual([]);
    active = true;
    window.dispatchEvent(new Event('pointerdown'));
    expect(played).toEqual(['/sounds/background-music.mp3']);
  });
});
