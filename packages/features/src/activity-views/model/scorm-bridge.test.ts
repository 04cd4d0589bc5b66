import { scormMessageTypes } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { runtimeFromMessage, startMessage } from './scorm-bridge';

describe('the SCORM bridge', () => {
  it('keeps only the known runtime keys of a commit message, of plain kinds', () => {
    expect(
      runtimeFromMessage({
        type: scormMessageTypes.commit,
        runtime: {
          version: '2004',
          completionStatus: 'completed',
          scoreScaled: 0.8,
          suspendData: 'step=2',
          finished: true,
          evil: 'ignored',
          location: { nested: 'object' },
          scoreRaw: Number.NaN,
        },
      }),
    ).toEqual({
      version: '2004',
      completionStatus: 'completed',
      scoreScaled: 0.8,
      suspendData: 'step=2',
      finished: true,
    });
  });

  it('ignores anything that is not a commit of a known version', () => {
    for (const data of [
      null,
      'text',
      { type: scormMessageTypes.ready },
      { type: scormMessageTypes.commit },
      { type: scormMessageTypes.commit, runtime: { version: '1.3' } },
      { type: 'other', runtime: { version: '1.2' } },
    ])
      expect(runtimeFromMessage(data)).toBeNull();
  });

  it('starts the launcher with the package and the runtime to resume from', () => {
    const runtime = {
      version: '1.2' as const,
      lessonStatus: 'incomplete' as const,
      suspendData: 'step=2',
      location: 'page-2',
      sessionTime: '',
      finished: false,
      totalSeconds: 30,
    };
    expect(
      startMessage(
        {
          type: 'scorm',
          packageId: 'p',
          version: '1.2',
          title: 'Safety',
          launch: 'sco/index.html',
          masteryScore: 80,
        },
        runtime,
        'learner-1',
      ),
    ).toEqual({
      type: scormMessageTypes.start,
      version: '1.2',
      launch: 'sco/index.html',
      title: 'Safety',
      masteryScore: 80,
      learnerId: 'learner-1',
      learnerName: '',
      runtime,
    });
  });
});
