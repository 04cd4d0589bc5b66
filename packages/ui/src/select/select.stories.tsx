import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Select, type SelectOption } from './select';

const issueTypes = [
  { value: 'Task', label: 'Task' },
  { value: 'Bug', label: 'Bug' },
] as const satisfies readonly SelectOption[];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Issue type',
    placeholder: 'Choose a type',
    options: issueTypes,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

// The list is portalled to the end of <body>.
const page = within(document.body);

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Issue type' });
    await expect(trigger).toHaveTextContent('Choose a type');

    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bug' }));

    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Bug');
    await expect(args.onValueChange).toHaveBeenCalledWith('Bug');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Issue type' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('listbox')).toBeVisible();
    await waitFor(() => expect(page.getByRole('option', { name: 'Task' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'Bug' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Bug');
    await expect(args.onValueChange).toHaveBeenCalledWith('Bug');

    // Escape closes without choosing.
    await userEvent.keyboard(' ');
    await expect(await page.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { defaultValue: 'Task' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Issue type' });
    await expect(trigger).toHaveTextContent('Task');
    await userEvent.click(trigger);
    await expect(await page.findByRole('option', { name: 'Task' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'Bug' },
  parameters: {
    // While the list is open Radix hides the rest of the page (aria-hidden) and traps focus in
    // the list, as a modal dialog does; axe only knows that exception for dialogs. Scan what is
    // perceivable now, the list; the page behind it is scanned by the other stories.
    a11y: { context: { exclude: ['[data-aria-hidden="true"]'] } },
  },
  play: async () => {
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Bug' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Bugs are things that used to work.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Issue type' }),
    ).toHaveAccessibleDescription('Bugs are things that used to work.');
  },
};

export const WithError: Story = {
  args: { error: 'Choose whether this is a task or a bug.', required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Issue type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose whether this is a task or a bug.');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'activity', label: 'Activity' },
      { value: 'unit', label: 'Unit', disabled: true },
      { value: 'widget', label: 'Widget' },
    ],
    label: 'Clipboard',
    placeholder: 'Choose a clipboard',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Clipboard' }));
    await expect(await page.findByRole('option', { name: 'Unit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Task' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Issue type' }),
    ).toBeDisabled();
  },
};

export const InAForm: Story = {
  render: function Render(args) {
    const [submitted, setSubmitted] = useState<string | null>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('issueType')));
        }}
      >
        <Select {...args} name="issueType" defaultValue="Bug" />
        <Button type="submit">Submit ticket</Button>
        {submitted ? <p>Submitted as {submitted}.</p> : null}
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(canvas.getByText('Submitted as Bug.')).toBeVisible();
  },
};
