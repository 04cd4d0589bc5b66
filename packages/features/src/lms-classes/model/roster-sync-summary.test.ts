import { describe, expect, it } from 'vitest';
import { rosterSyncSummary } from './roster-sync-summary';

describe('rosterSyncSummary', () => {
  it('says what a sync did, with one teacher or several', () => {
    expect(rosterSyncSummary({ added: 2, kept: 5, removed: 1, teachers: 1 })).toBe(
      '2 added · 5 already in the class · 1 removed · 1 teacher',
    );
    expect(rosterSyncSummary({ added: 0, kept: 0, removed: 0, teachers: 2 })).toBe(
      '0 added · 0 already in the class · 0 removed · 2 teachers',
    );
  });
});
