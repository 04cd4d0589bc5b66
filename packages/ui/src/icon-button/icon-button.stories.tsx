import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type IconChoice, PaperclipIcon, RestartIcon, SendIcon } from '../icon';
import * as icons from '../icon/icons';
import { Inline } from '../inline';
import { expectActivation, expectBusy, expectInactive } from '../internal/plays/button-plays';
import { Tooltip } from '../tooltip';
import { IconButton, iconButtonSizes, iconButtonVariants } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  // Widened, so a story may pass an element instead.
  args: { icon: SendIcon as IconChoice, label: 'Send', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: Object.keys(icons), mapping: icons },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: ({ args, canvasElement }) => expectActivation(canvasElement, 'Send', args.onClick),
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Send (${variant})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(
      iconButtonVariants.length,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Send (${size})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // Square at every size.
    for (const button of within(canvasElement).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

/** A tooltip is composed: the same label, shown on hover and keyboard focus. */
export const WithTooltip: Story = {
  args: { icon: PaperclipIcon, label: 'Attach images' },
  parameters: { layout: 'centered' },
  render: (args) => (
    <Tooltip content={args.label}>
      <IconButton {...args} />
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Attach images' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Attach images');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.hover(button);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Attach images');
  },
};

export const CustomIcon: Story = {
  args: { icon: <RestartIcon size={16} />, label: 'Restart conversation', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Restart conversation' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = await expectBusy(canvasElement, 'Send', args.onClick);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    await expectInactive(canvasElement, 'Send', args.onClick);
  },
};
