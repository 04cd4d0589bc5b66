import type { LrsState } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { deliverySummary } from './delivery-words';

const state = (changes: Partial<LrsState> = {}): LrsState => ({
  connection: {
    source: 'environment',
    endpoint: 'https://lrs.example.org/xapi',
    credentials: 'basic',
    username: 'key',
    password: { set: true, last4: null },
    authorization: { set: false, last4: null },
    environmentConfigured: true,
  },
  backlog: 0,
  oldestWaitingAt: null,
  parked: 0,
  delivered: 10,
  lastSuccessAt: '2027-03-01T09:00:00.000Z',
  lastFailureAt: null,
  lastError: null,
  ...changes,
});

describe('deliverySummary', () => {
  it('says everything arrived, or how many are on their way', () => {
    expect(deliverySummary(state())).toEqual({
      tone: 'good',
      text: 'Every statement has reached the store.',
    });
    expect(deliverySummary(state({ backlog: 3 })).text).toBe('3 statements are on their way.');
  });

  it('warns while the last try failed after the last success, with the reason', () => {
    const failing = state({
      backlog: 3,
      lastFailureAt: '2027-03-01T09:05:00.000Z',
      lastError: 'The store answered HTTP 500.',
    });
    expect(deliverySummary(failing)).toEqual({
      tone: 'warning',
      text: 'Sending is failing and will be tried again by itself. The store answered HTTP 500.',
    });
    const recovered = state({ lastFailureAt: '2027-03-01T08:00:00.000Z' });
    expect(deliverySummary(recovered).tone).toBe('good');
  });

  it('says statements are kept while no store is set', () => {
    const none = state({
      connection: { ...state().connection, source: 'none', endpoint: null },
      backlog: 7,
    });
    expect(deliverySummary(none)).toEqual({
      tone: 'idle',
      text: 'No store is set. 7 statements are kept and will be sent once one is.',
    });
  });
});
