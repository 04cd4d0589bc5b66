import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack, stackAlignments } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: ['Introduction', 'Variables', 'Loops'].map((lesson) => (
      <div key={lesson}>{lesson}</div>
    )),
  },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    align: { control: 'inline-radio', options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Introduction').getBoundingClientRect();
    const second = canvas.getByText('Variables').getBoundingClientRect();
    // Stacked vertically, with the gap between them.
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

export const AsList: Story = {
  args: {
    asChild: true,
    gap: 2,
    children: (
      <ul aria-label="Lessons">
        <li>Introduction</li>
        <li>Variables</li>
        <li>Loops</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Lessons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Centered: Story = { args: { align: 'center', gap: 2 } };
