import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

it('takes the second click of a double click for the first press again', () => {
  const onClick = vi.fn();
  render(<Button onClick={onClick}>Create class</Button>);
  const button = screen.getByRole('button', { name: 'Create class' });
  fireEvent.click(button, { detail: 1 });
  fireEvent.click(button, { detail: 2 });
  expect(onClick).toHaveBeenCalledTimes(1);
  // A later single click, or a press by keyboard (detail 0), is a press of its own.
  fireEvent.click(button, { detail: 1 });
  fireEvent.click(button, { detail: 0 });
  expect(onClick).toHaveBeenCalledTimes(3);
});

it('does not send its form on the second click of a double click', () => {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button type="submit">Make a new code</Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Make a new code' });
  fireEvent.click(button, { detail: 1 });
  fireEvent.click(button, { detail: 2 });
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('counts every click of a repeatable button', () => {
  const onClick = vi.fn();
  render(
    <Button repeatable onClick={onClick}>
      One more
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'One more' });
  fireEvent.click(button, { detail: 1 });
  fireEvent.click(button, { detail: 2 });
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('keeps focus while loading and swallows presses until the work is done', () => {
  const onClick = vi.fn();
  const { rerender } = render(<Button onClick={onClick}>Save avatar</Button>);
  const button = screen.getByRole('button', { name: 'Save avatar' });
  button.focus();
  rerender(
    <Button loading onClick={onClick}>
      Save avatar
    </Button>,
  );
  // Not natively disabled: a disabled button drops focus to the page (decision 0044).
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(button);
  fireEvent.click(button, { detail: 0 });
  expect(onClick).not.toHaveBeenCalled();
});
