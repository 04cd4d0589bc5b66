import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../inline';
import { Stack } from '../stack';
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

/** The whole set at both grid sizes, each captioned with the name to pass as `name`. */
export const AllIcons: Story = {
  render: (args) => (
    <Inline gap={4} align="start">
      {iconNames.map((name) => (
        <Stack key={name} gap={1} align="center" asChild>
          <figure style={{ margin: 0, width: '7rem' }}>
            <Inline gap={2}>
              {iconSizes.map((size) => (
                <Icon key={size} {...args} name={name} size={size} label={`${name}, ${size} px`} />
              ))}
            </Inline>
            <figcaption>{name}</figcaption>
          </figure>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('figure')).toHaveLength(iconNames.length);
    for (const name of iconNames) {
      await expect(canvas.getByText(name, { selector: 'figcaption' })).toBeVisible();
      for (const size of iconSizes) {
        await expect(canvas.getByRole('img', { name: `${name}, ${size} px` })).toBeVisible();
      }
    }
  },
};
