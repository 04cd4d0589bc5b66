import { describe, expect, it } from 'vitest';
import {
  idlePreview,
  maxConsoleEntries,
  type PreviewEvent,
  previewReducer,
  readPreviewMessage,
  silenceLimitMs,
} from './preview-state';

const secret = '0123456789abcdef0123456789abcdef';
const play = (...events: PreviewEvent[]) => events.reduce(previewReducer, idlePreview);
const message = (data: object, at = 100): PreviewEvent => {
  const read = readPreviewMessage({ sparkedPreview: true, secret, ...data }, secret);
  if (!read) throw new Error(`unread: ${JSON.stringify(data)}`);
  return { type: 'message', message: read, at };
};

describe('readPreviewMessage', () => {
  it('reads only the frame’s own shapes, whatever else the code posts', () => {
    expect(
      readPreviewMessage(
        { sparkedPreview: true, secret, type: 'console', level: 'log', text: 'hi' },
        secret,
      ),
    ).toEqual({
      type: 'console',
      level: 'log',
      text: 'hi',
    });
    expect(
      readPreviewMessage(
        { sparkedPreview: true, secret, type: 'error', message: 'x', line: -2 },
        secret,
      ),
    ).toEqual({
      type: 'error',
      message: 'x',
      line: null,
    });
    for (const junk of [
      null,
      'alive',
      { type: 'alive' },
      { sparkedPreview: true, secret, type: 'console', level: 'shout', text: 'x' },
      { sparkedPreview: true, secret, type: 'runaway', line: 'ten' },
      { sparkedPreview: true, secret, type: 'navigate', to: '/' },
    ])
      expect(readPreviewMessage(junk, secret)).toBeUndefined();
  });

  it('takes nothing but the frame page’s ready from a sender without the run’s secret', () => {
    for (const type of ['alive', 'started', 'leaving'])
      for (const forged of [{}, { secret: 'f'.repeat(32) }, { secret: null }])
        expect(
          readPreviewMessage({ sparkedPreview: true, type, ...forged }, secret),
        ).toBeUndefined();
    expect(readPreviewMessage({ sparkedPreview: true, type: 'ready' }, secret)).toEqual({
      type: 'ready',
    });
  });
});

describe('previewReducer', () => {
  it('runs, logs and reports errors with their line', () => {
    const state = play(
      { type: 'run', at: 0 },
      message({ type: 'started' }),
      message({ type: 'console', level: 'log', text: 'rolled 4' }),
      message({ type: 'error', message: 'x is not defined', line: 3 }),
    );
    expect(state.status).toBe('running');
    expect(state.entries.map((entry) => [entry.level, entry.text])).toEqual([
      ['log', 'rolled 4'],
      ['error', 'Line 3: x is not defined'],
    ]);
  });

  it('stops on a runaway loop and says which line', () => {
    const state = play(
      { type: 'run', at: 0 },
      message({ type: 'started' }),
      message({ type: 'runaway', line: 7 }),
    );
    expect(state).toMatchObject({
      status: 'stopped',
      reason:
        'A loop on line 7 of the script ran for more than a second, so the preview stopped it.',
    });
    expect(
      previewReducer(state, message({ type: 'console', level: 'log', text: 'late' })).entries,
    ).toHaveLength(1);
  });

  it('says where a stopped loop was: the script or the HTML', () => {
    const state = play(
      { type: 'run', at: 0 },
      message({ type: 'started' }),
      message({ type: 'runaway', line: 4, part: 'html' }),
    );
    expect(state.reason).toBe(
      'A loop on line 4 of the HTML ran for more than a second, so the preview stopped it.',
    );
    expect(state.entries.map((entry) => entry.text)).toEqual([
      'HTML line 4: a loop ran for more than a second and was stopped.',
    ]);
  });

  it('closes a frame that leaves its document, and explains why', () => {
    const running = play({ type: 'run', at: 0 }, message({ type: 'started' }));
    for (const left of [
      previewReducer(running, { type: 'left' }),
      previewReducer(running, message({ type: 'leaving' })),
    ])
      expect(left).toMatchObject({
        status: 'stopped',
        reason: expect.stringMatching(
          /^The project tried to open another page, so the preview closed it\./,
        ),
      });
  });

  it('closes a frame that falls silent for longer than the limit, and not before', () => {
    const running = play({ type: 'run', at: 0 }, message({ type: 'started' }, 500));
    expect(previewReducer(running, { type: 'tick', at: 500 + silenceLimitMs }).status).toBe(
      'running',
    );
    expect(previewReducer(running, { type: 'tick', at: 501 + silenceLimitMs })).toMatchObject({
      status: 'frozen',
      reason: expect.stringMatching(/^The preview stopped responding/),
    });
    const beating = previewReducer(running, message({ type: 'alive' }, 3000));
    expect(previewReducer(beating, { type: 'tick', at: 3000 + silenceLimitMs }).status).toBe(
      'running',
    );
  });

  it('keeps only the latest console lines', () => {
    const logs = Array.from({ length: maxConsoleEntries + 5 }, (_, index) =>
      message({ type: 'console', level: 'log', text: `line ${index}` }),
    );
    const state = play({ type: 'run', at: 0 }, message({ type: 'started' }), ...logs);
    expect(state.entries).toHaveLength(maxConsoleEntries);
    expect(state.entries[0]?.text).toBe('line 5');
  });
});
