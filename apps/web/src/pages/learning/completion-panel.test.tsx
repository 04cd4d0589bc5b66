import type { LearnerActivity } from '@sparked/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompletionPanel } from './completion-panel';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children }: { to: string; params: { id: string }; children: string }) => (
    <a href={to.replace('$id', params.id)}>{children}</a>
  ),
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-02-01T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const state = (status: 'in-progress' | 'completed') => ({
  status,
  attempts: 0,
  bestScore: null,
  page: 0,
  secondsSpent: 0,
  openedAt: '2027-02-01T09:00:00.000Z',
  completedAt: status === 'completed' ? '2027-02-01T09:01:00.000Z' : null,
});
const activity = (content: LearnerActivity['content'], status: 'in-progress' | 'completed') => ({
  id: 'a1',
  type: content.type,
  title: 'Activity',
  version: 1,
  content,
  state: state(status),
});
const simulation = {
  type: 'iframe' as const,
  url: 'https://phet.colorado.edu/sims/x.html',
  title: 'Simulation',
  aspectRatio: '16:9',
  sandbox: ['allow-scripts'],
  requiredSeconds: 3,
};

describe('how an activity ends', () => {
  it('counts an embedded page down and completes it once the time is up', async () => {
    const complete = vi.fn(async () => {});
    render(
      <CompletionPanel
        activity={activity(simulation, 'in-progress')}
        completion={undefined}
        complete={complete}
        next={null}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Keep the page open: this activity completes in 0:03.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(complete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(complete).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('lets a reader say an e-book is read, and says what finishing earned', async () => {
    const complete = vi.fn(async () => {});
    const ebook = { type: 'ebook' as const, blocks: [] };
    const { rerender } = render(
      <CompletionPanel
        activity={activity(ebook, 'in-progress')}
        completion={undefined}
        complete={complete}
        next={<a href="/next">Next</a>}
      />,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'I have finished reading' })),
    );
    expect(complete).toHaveBeenCalledTimes(1);
    rerender(
      <CompletionPanel
        activity={activity(ebook, 'completed')}
        completion={{
          rewards: [
            { wallet: 'EXPERIENCE', amount: 20 },
            { wallet: 'ACHIEVEMENT_POINTS', amount: 10 },
            { wallet: 'ACHIEVEMENT_POINTS', amount: 50 },
            { wallet: 'EXPERIENCE', amount: 100 },
          ],
          wallets: null,
          moduleCompleted: true,
          streakMilestone: null,
          certificateId: '9d0c1c52-3f6b-4c9e-8a55-2f1f0d7c6b11',
        }}
        complete={complete}
        next={<a href="/next">Next</a>}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'You finished the whole module! You earned 120 experience points and 60 achievement points. ' +
        'A certificate was issued in your name.View your certificate',
    );
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(
      '/certificates/9d0c1c52-3f6b-4c9e-8a55-2f1f0d7c6b11',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it('celebrates a new level and a streak milestone with the result', () => {
    render(
      <CompletionPanel
        activity={activity({ type: 'ebook', blocks: [] }, 'completed')}
        completion={{
          rewards: [{ wallet: 'EXPERIENCE', amount: 20 }],
          // Level 3 starts at 150 experience.
          wallets: { EXPERIENCE: 160, ACHIEVEMENT_POINTS: 0, DIAMONDS: 0, ENERGY: 0 },
          moduleCompleted: false,
          streakMilestone: 7,
          certificateId: null,
        }}
        complete={vi.fn()}
        next={null}
      />,
    );
    const status = screen.getByRole('status').textContent;
    expect(status).toContain('Level 3!You reached level 3. The next one is at 300 XP.');
    expect(status).toContain('7-day streak!7 days of learning in a row.');
  });
});
