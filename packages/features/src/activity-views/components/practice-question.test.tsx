import type { LearnerQuestion } from '@sparked/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { PracticeQuestion } from './practice-question';

afterEach(cleanup);

// happy-dom lays nothing out; the focus rule takes only what is shown.
Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;

const ordering = {
  id: 'q1',
  type: 'ordering',
  prompt: 'Smallest first',
  points: 1,
  items: [
    { id: 'cell', text: 'Cell' },
    { id: 'atom', text: 'Atom' },
    { id: 'tree', text: 'Tree' },
  ],
} as Extract<LearnerQuestion, { type: 'ordering' }>;

it('an ordering question in an e-book says each new place, then the marking, from the keyboard', async () => {
  render(
    <PracticeQuestion
      blockId="b1"
      question={ordering}
      checkAnswer={async () => ({ id: 'q1', correct: true, points: 1, feedback: '' })}
    />,
  );
  const question = screen.getByRole('region', { name: 'Practice question' });
  const said = () =>
    within(question)
      .getAllByRole('status')
      .map((status) => status.textContent);
  within(question).getByRole('button', { name: 'Move Atom up' }).focus();
  await userEvent.keyboard('{Enter}');
  // Atom is first: its up button is disabled, so focus stays with it on its down button.
  await waitFor(() =>
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Move Atom down' }),
    ),
  );
  expect(said()).toContain('Atom: 1 of 3');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Move Atom down' }),
    ),
  );
  expect(said()).toContain('Atom: 2 of 3');

  within(question).getByRole('button', { name: 'Check' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(said().join(' ')).toContain('Correct!'));
  expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Check' }));
});
