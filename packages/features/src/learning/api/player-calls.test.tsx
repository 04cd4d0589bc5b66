import type { LearnerActivity } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api-client';
import { type Wallets, walletKeys } from '../../wallet';
import { type LearningMoment, onLearningMoment } from '../model/learning-moments';
import { learningKeys } from './learning-queries';
import { usePlayerCalls } from './player-calls';

afterEach(cleanup);

const place = {
  classId: '00000000-0000-4000-8000-0000000000c1',
  moduleId: '00000000-0000-4000-8000-0000000000d1',
  activityId: '00000000-0000-4000-8000-0000000000e1',
};
const state = (status: 'in-progress' | 'completed', attempts: number) => ({
  status,
  attempts,
  bestScore: status === 'completed' ? 100 : 50,
  page: 0,
  secondsSpent: 60,
  openedAt: '2027-02-01T09:00:00.000Z',
  completedAt: status === 'completed' ? '2027-02-01T09:05:00.000Z' : null,
});
const wallets: Wallets = {
  wallets: { ACHIEVEMENT_POINTS: 500, ENERGY: 3, DIAMONDS: 40, EXPERIENCE: 10 },
  replenish: {},
  caps: { ENERGY: 5 },
};
const submitAnswer = (passed: boolean) => ({
  success: true,
  status: 200,
  data: {
    score: passed ? 2 : 1,
    maxScore: 2,
    percent: passed ? 100 : 50,
    passed,
    attemptsLeft: 1,
    questions: [],
    state: state(passed ? 'completed' : 'in-progress', passed ? 2 : 1),
    completion: passed
      ? {
          rewards: [{ wallet: 'EXPERIENCE', amount: 120 }],
          wallets: { ...wallets.wallets, EXPERIENCE: 130 },
          moduleCompleted: true,
        }
      : { rewards: [], wallets: null, moduleCompleted: false },
  },
});

function setup() {
  const answers = [submitAnswer(false), submitAnswer(true)];
  const request = vi.fn(async (name: string, _options?: RequestOptions) => {
    if (name === 'submitForm') return answers.shift();
    if (name === 'saveProgress')
      return { success: true, status: 200, data: state('in-progress', 0) };
    if (name === 'checkAnswer')
      return {
        success: true,
        status: 200,
        data: { id: 'p1', correct: true, points: 1, feedback: '' },
      };
    throw new Error(`No answer for ${name}.`);
  });
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(walletKeys.all, wallets);
  queryClient.setQueryData(learningKeys.activity(place), {
    state: state('in-progress', 0),
  } as LearnerActivity);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const completed = vi.fn();
  const { result } = renderHook(() => usePlayerCalls(client, place, completed), { wrapper });
  return { result, request, queryClient, completed };
}

describe('the player calls', () => {
  it('names each submit afresh, keeps the state, pays the wallet bar and marks the moments', async () => {
    const { result, request, queryClient, completed } = setup();
    const moments: LearningMoment[] = [];
    const stop = onLearningMoment((moment) => moments.push(moment));

    await act(() => result.current.submitForm({ q1: 'a' }));
    expect(moments).toEqual(['wrong']);
    expect(completed).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<LearnerActivity>(learningKeys.activity(place))?.state).toEqual(
      state('in-progress', 1),
    );

    await act(() => result.current.submitForm({ q1: 'b' }));
    stop();
    expect(moments).toEqual(['wrong', 'right', 'course-completed']);
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ moduleCompleted: true }));
    expect(queryClient.getQueryData<Wallets>(walletKeys.all)?.wallets.EXPERIENCE).toBe(130);

    const [first, second] = request.mock.calls.map(
      ([, options]) => (options?.body as { statementId: string } | undefined)?.statementId,
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('sends a progress save and a practice check with an Idempotency-Key, the save keyed by its statement', async () => {
    const { result, request } = setup();
    await act(() => result.current.saveProgress({ page: 2, seconds: 30 }));
    await act(() => result.current.checkAnswer('practice', true));
    const [save, check] = request.mock.calls.map(([, options]) => options);
    const statementId = (save?.body as { statementId?: string } | undefined)?.statementId;
    expect(statementId).toMatch(/^[0-9a-f-]{36}$/);
    expect(save?.headers?.['idempotency-key']).toBe(statementId);
    expect(check?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
