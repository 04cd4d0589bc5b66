import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { lmsClassQueryOptions } from '../api/lms-class-queries';
import { ResendScores } from './resend-scores';

afterEach(cleanup);

const classId = '5f0e2d9c-8a71-4b36-b2d4-1c9e7f3a6b08';
const student = { userId: '0b7a3c1e-5d2f-4c8a-9e61-2f4d8b7c6a15', name: 'Lina Park' };

/**
 * The server's side: the class's LMS view (counted on each read) and the resend, which answers
 * with `resend` in turn (a status per call).
 */
function fakeServer(...resends: number[]) {
  const request = vi.fn(async (name: string) => {
    if (name === 'ltiClassLink') return { success: true, status: 200, data: null };
    const status = resends.shift() ?? 200;
    return status < 400
      ? { success: true, status, data: { requeued: 1 } }
      : { status, statusCode: status, code: 'unavailable', error: 'Sparked is busy.' };
  });
  const calls = (name: string) => request.mock.calls.filter(([called]) => called === name);
  return { client: { request } as unknown as ApiClient, calls };
}

/** The button as the class page shows it, beside a reader of the class's LMS view. */
function renderButton(client: ApiClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function ClassLmsView() {
    useQuery(lmsClassQueryOptions(client, classId));
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ClassLmsView />
      <ResendScores client={client} classId={classId} student={student} platformName="Moodle" />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Send Lina Park’s failed scores again' });
}

describe('"Send again" for a student’s failed scores', () => {
  it('asks once for that student, even on a double click, and reads the class’s LMS view again', async () => {
    const { client, calls } = fakeServer();
    const button = renderButton(client);
    await vi.waitFor(() => expect(calls('ltiClassLink')).toHaveLength(1));

    await userEvent.dblClick(button);

    await vi.waitFor(() => expect(calls('ltiClassLink')).toHaveLength(2));
    expect(calls('resendLtiScores')).toEqual([
      [
        'resendLtiScores',
        expect.objectContaining({ params: { classId }, body: { userId: student.userId } }),
      ],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says beside the button when Sparked refuses, and the next try that works clears it', async () => {
    const { client, calls } = fakeServer(503, 200);
    const button = renderButton(client);

    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Sparked could not queue the scores for Moodle again. Try again.',
    );
    // Nothing changed on the server: the view is not read again for a refusal.
    expect(calls('ltiClassLink')).toHaveLength(1);

    await userEvent.click(button);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls('resendLtiScores')).toHaveLength(2);
    await vi.waitFor(() => expect(calls('ltiClassLink')).toHaveLength(2));
  });
});
