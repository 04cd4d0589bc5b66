import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { WindowCards } from './window-cards';

afterEach(cleanup);

it('says there are none yet and where to add the first', () => {
  render(
    <WindowCards
      items={[]}
      label="Competitions"
      emptyTitle="No competitions yet"
      emptyText="Add the first with “New competition” above. Students see it as soon as it is saved."
      link={() => null}
      note={() => ''}
      onChange={vi.fn()}
    />,
  );
  expect(screen.getByText('No competitions yet')).toBeTruthy();
  expect(screen.getByText(/Add the first with “New competition” above\./)).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});
