import type { Answer, LearnerQuestion } from '@sparked/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { OrderingInput } from './ordering-input';

afterEach(cleanup);

// jsdom lays nothing out; the focus rule takes only what is shown.
Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;

const question = {
  id: 'q1',
  type: 'ordering',
  prompt: 'Smallest first',
  points: 1,
  items: [
    { id: 'atom', text: 'Atom' },
    { id: 'cell', text: 'Cell' },
    { id: 'tree', text: 'Tree' },
  ],
} as Extract<LearnerQuestion, { type: 'ordering' }>;

function Ordering() {
  const [value, setValue] = useState<Answer>();
  return <OrderingInput question={question} value={value} onChange={setValue} disabled={false} />;
}

it('keeps focus with the item moved, on the other button once it reaches the end, and says where it went', async () => {
  render(<Ordering />);
  const up = screen.getByRole('button', { name: 'Move Cell up' });
  up.focus();
  fireEvent.click(up, { detail: 0 });
  // Cell is first now: its up button is disabled, so focus goes to its down button.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Cell down' })),
  );
  expect(screen.getByRole('status').textContent).toBe('Cell: 1 of 3');

  const down = screen.getByRole('button', { name: 'Move Atom down' });
  down.focus();
  fireEvent.click(down, { detail: 0 });
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Atom up' })),
  );
  expect(screen.getByRole('status').textContent).toBe('Atom: 3 of 3');
});
