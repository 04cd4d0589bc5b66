import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, cardElements, cardPaddings } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: <p>Finish three lessons this week to keep your streak going.</p> },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    as: { control: 'inline-radio', options: cardElements },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithHeading: Story = {
  args: { heading: 'Weekly goal', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Weekly goal' }),
    ).toBeVisible();
  },
};

export const AsSection: Story = {
  args: { as: 'section', heading: 'Weekly goal', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    // Named by its heading, so it is a region landmark.
    await expect(within(canvasElement).getByRole('region', { name: 'Weekly goal' })).toBeVisible();
  },
};

export const SmallPadding: Story = { args: { padding: 'sm', heading: 'Compact' } };

export const LargePadding: Story = { args: { padding: 'lg', heading: 'Roomy' } };
