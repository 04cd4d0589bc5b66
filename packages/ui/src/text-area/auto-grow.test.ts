import { describe, expect, it } from 'vitest';
import { autoGrowHeight } from './auto-grow';

const base = { lineHeight: 24, chrome: 18, minRows: 3, maxRows: 6 };

describe('autoGrowHeight', () => {
  it('keeps at least minRows lines when the text is short', () => {
    expect(autoGrowHeight({ ...base, contentHeight: 24 })).toEqual({
      height: 3 * 24 + 18,
      overflowY: 'hidden',
    });
  });

  it('grows line by line with the text', () => {
    expect(autoGrowHeight({ ...base, contentHeight: 5 * 24 }).height).toBe(5 * 24 + 18);
  });

  it('stops at maxRows and lets the rest scroll', () => {
    expect(autoGrowHeight({ ...base, contentHeight: 20 * 24 })).toEqual({
      height: 6 * 24 + 18,
      overflowY: 'auto',
    });
  });

  it('does not scroll when the text exactly fills maxRows', () => {
    expect(autoGrowHeight({ ...base, contentHeight: 6 * 24 }).overflowY).toBe('hidden');
  });

  it('grows without limit when maxRows is undefined', () => {
    expect(autoGrowHeight({ ...base, maxRows: undefined, contentHeight: 40 * 24 })).toEqual({
      height: 40 * 24 + 18,
      overflowY: 'hidden',
    });
  });

  it('never shrinks below minRows even if maxRows is smaller', () => {
    expect(autoGrowHeight({ ...base, maxRows: 1, contentHeight: 10 * 24 })).toEqual({
      height: 3 * 24 + 18,
      overflowY: 'auto',
    });
  });
});
