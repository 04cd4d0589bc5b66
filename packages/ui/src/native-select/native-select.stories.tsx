import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SelectOption } from '../select';
import { NativeSelect } from './native-select';

const versions = [
  { value: '3', label: 'Version 3 (newest) · edited by you · 7 Mar, 14:30' },
  { value: '2', label: 'Version 2 · written by the assistant · 6 Mar, 09:12' },
  { value: '1', label: 'Version 1 · written by the assistant · 5 Mar, 16:48', disabled: true },
] as const satisfies readonly SelectOption[];

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Specification version', options: versions, onChange: fn() },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Specification version' });
    // Reached by Tab; once there, its keys are the platform's (the arrows open the list on some).
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, '2');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(within(select).getByRole('option', { name: /^Version 1/ })).toBeDisabled();
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'The version shown in the form below.',
    error: 'This version could not be loaded.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Specification version' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'The version shown in the form below. This version could not be loaded.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Specification version' }),
    ).toBeDisabled();
  },
};
