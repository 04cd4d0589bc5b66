import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Your question', name: 'query', placeholder: 'Enter you query here' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Your question'));
    const textarea = canvas.getByRole('textbox', { name: 'Your question' });
    await expect(textarea).toHaveFocus();
    await userEvent.type(textarea, 'How do I reset my password?{Enter}Thanks');
    await expect(textarea).toHaveValue('How do I reset my password?\nThanks');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'Janus answers questions about lessons, tickets and your account.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Your question' }),
    ).toHaveAccessibleDescription(
      'Janus answers questions about lessons, tickets and your account.',
    );
  },
};

export const WithError: Story = {
  args: {
    description: 'Describe what happened.',
    error: 'Enter a question before sending.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your question' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      'Describe what happened. Enter a question before sending.',
    );
  },
};

export const AutoGrow: Story = {
  args: { autoGrow: true, rows: 1, maxRows: 4 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your question' });
    const oneLine = heightOf(textarea);

    await userEvent.type(textarea, 'one{Enter}two{Enter}three');
    const threeLines = heightOf(textarea);
    await expect(threeLines).toBeGreaterThan(oneLine);
    await expect(getComputedStyle(textarea).overflowY).toBe('hidden');

    // Past maxRows the height holds and the text scrolls instead.
    await userEvent.type(textarea, '{Enter}four');
    const fourLines = heightOf(textarea);
    await userEvent.type(textarea, '{Enter}five{Enter}six');
    await expect(heightOf(textarea)).toBe(fourLines);
    await expect(getComputedStyle(textarea).overflowY).toBe('auto');

    await userEvent.clear(textarea);
    await expect(heightOf(textarea)).toBe(oneLine);
  },
};

/** A controlled value that the app clears (after sending) shrinks back without any typing. */
export const ControlledAutoGrow: Story = {
  args: { autoGrow: true, rows: 1, maxRows: 6 },
  render: function Render(args) {
    const [value, setValue] = useState('First line\nSecond line\nThird line');
    return (
      <>
        <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <Button onClick={() => setValue('')}>Send</Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Your question' });
    // Grown to its three lines, even when first measured hidden (as a replayed story can be).
    await waitFor(() => expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight));
    const filled = heightOf(textarea);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(textarea).toHaveValue('');
    await expect(heightOf(textarea)).toBeLessThan(filled);
  },
};

/** A field laid out while hidden (it measures nothing then) fits its text once shown. */
export const ShownAfterHidden: Story = {
  args: { autoGrow: true, rows: 1, maxRows: 6 },
  render: function Render(args) {
    const [value, setValue] = useState('First line\nSecond line\nThird line');
    const [shown, setShown] = useState(false);
    return (
      <>
        <div hidden={!shown}>
          <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        </div>
        <Button onClick={() => setShown(true)}>Show</Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const textarea = canvas.getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight));
    await expect(getComputedStyle(textarea).overflowY).toBe('hidden');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Your question' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Waiting for a reply…' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Your question' }),
    ).toBeDisabled();
  },
};
