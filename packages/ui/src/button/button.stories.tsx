import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Inline } from '../inline';
import { expectActivation, expectBusy, expectInactive } from '../internal/plays/button-plays';
import { Button, buttonSizes, buttonVariants } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Start lesson', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: ({ args, canvasElement }) => expectActivation(canvasElement, 'Start lesson', args.onClick),
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save draft' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete module' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonSizes.length);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = await expectBusy(canvasElement, 'Saving', args.onClick);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await expectInactive(canvasElement, 'Start lesson', args.onClick);
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: <a href="#courses">Browse courses</a>,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse courses' });
    await expect(link).toHaveAttribute('href', '#courses');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
