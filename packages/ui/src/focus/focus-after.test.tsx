import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Button } from '../button';
import { TextField } from '../text-field';
import { focusAfter, focusFirst } from './focus-after';
import { useFocusAfterAction } from './use-focus-after-action';

afterEach(cleanup);

// jsdom lays nothing out: every element counts as shown here.
const shown = () => {
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
};

const frames = () => new Promise((done) => setTimeout(done, 50));

it('gives a heading or status focus by script only, and skips what is gone or disabled', () => {
  shown();
  render(
    <>
      <button type="button" disabled>
        Buy
      </button>
      <h2>Owned</h2>
    </>,
  );
  const heading = screen.getByRole('heading', { name: 'Owned' });
  expect(focusFirst([null, screen.getByRole('button', { name: 'Buy' }), heading])).toBe(true);
  expect(document.activeElement).toBe(heading);
  expect(heading.getAttribute('tabindex')).toBe('-1');
});

function Store() {
  const [owned, setOwned] = useState(false);
  const focusAfterAction = useFocusAfterAction();
  return owned ? (
    <p role="status" id="owned">
      Owned
    </p>
  ) : (
    <Button
      onClick={() => {
        setOwned(true);
        focusAfterAction(() => '#owned');
      }}
    >
      Buy
    </Button>
  );
}

it('moves focus to the result once it renders, never leaving it on the page', async () => {
  shown();
  render(<Store />);
  const buy = screen.getByRole('button', { name: 'Buy' });
  buy.focus();
  fireEvent.click(buy, { detail: 0 });
  await frames();
  expect(document.activeElement).toBe(screen.getByRole('status'));
});

it('stands back when the person moved focus themselves', async () => {
  shown();
  render(
    <>
      <button type="button">Check</button>
      <input aria-label="Answer" />
      <p id="result">Right</p>
    </>,
  );
  screen.getByRole('button').focus();
  focusAfter(() => '#result');
  screen.getByRole('textbox').focus();
  await frames();
  expect(document.activeElement).toBe(screen.getByRole('textbox'));
});

function NewClass() {
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError('Give the class a name.');
      }}
    >
      <TextField label="Term" />
      <TextField label="Name" error={error} />
      <Button type="submit">Create class</Button>
    </form>
  );
}

it('moves focus to the first invalid field after a failed submit, each time', async () => {
  shown();
  render(<NewClass />);
  const create = screen.getByRole('button', { name: 'Create class' });
  create.focus();
  fireEvent.click(create, { detail: 0 });
  await frames();
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(document.activeElement).toBe(name);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Give the class a name.',
  );
  // The same message again renders nothing new; the submit still sends focus back.
  create.focus();
  fireEvent.click(create, { detail: 0 });
  await frames();
  expect(document.activeElement).toBe(name);
});
