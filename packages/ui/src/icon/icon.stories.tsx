import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../inline';
import { Stack } from '../stack';
import { iconSizes } from './icon';
import * as icons from './icons';

const { SuccessIcon, WarningIcon } = icons;

const meta = {
  title: 'Media/Icon',
  component: WarningIcon,
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof WarningIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { label: 'Completed' },
  render: (args) => <SuccessIcon {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

/** The whole set at both grid sizes, each captioned with the component to import. */
export const AllIcons: Story = {
  render: (args) => (
    <Inline gap={4} align="start">
      {Object.entries(icons).map(([name, DrawnIcon]) => (
        <Stack key={name} gap={1} align="center" asChild>
          <figure style={{ margin: 0, width: '9rem' }}>
            <Inline gap={2}>
              {iconSizes.map((size) => (
                <DrawnIcon key={size} {...args} size={size} label={`${name}, ${size} px`} />
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
    const names = Object.keys(icons);
    await expect(canvas.getAllByRole('figure')).toHaveLength(names.length);
    for (const name of names) {
      await expect(canvas.getByText(name, { selector: 'figcaption' })).toBeVisible();
      for (const size of iconSizes) {
        await expect(canvas.getByRole('img', { name: `${name}, ${size} px` })).toBeVisible();
      }
    }
  },
};
