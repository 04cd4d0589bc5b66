import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../inline';
import { Icon, iconNames, iconSizes } from './icon';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  args: { name: 'warning' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { name: 'success', label: 'Completed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <Inline gap={4}>
      {iconNames.flatMap((name) =>
        iconSizes.map((size) => (
          <Icon key={`${name}-${size}`} {...args} name={name} size={size} label={name} />
        )),
      )}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(
      iconNames.length * iconSizes.length,
    );
  },
};
