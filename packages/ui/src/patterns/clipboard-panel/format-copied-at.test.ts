import { describe, expect, it } from 'vitest';
import { formatCopiedAt } from './format-copied-at';

// Local-time constructors keep the expectations independent of the machine's time zone.
describe('formatCopiedAt', () => {
  it('shows m/d/yyyy and the 12-hour time', () => {
    expect(formatCopiedAt(new Date(2026, 2, 7, 14, 5).getTime())).toBe(
      'Copied on 3/7/2026 · 2:05 PM',
    );
  });

  it('pads minutes but not months, days or hours', () => {
    expect(formatCopiedAt(new Date(2025, 11, 25, 0, 0).getTime())).toBe(
      'Copied on 12/25/2025 · 12:00 AM',
    );
    expect(formatCopiedAt(new Date(2026, 0, 1, 9, 30).getTime())).toBe(
      'Copied on 1/1/2026 · 9:30 AM',
    );
  });
});
