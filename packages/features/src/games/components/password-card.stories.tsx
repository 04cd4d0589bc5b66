import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordCard } from './password-card';

const meta = {
  title: 'Features/Games/PasswordCard',
  component: PasswordCard,
  args: {
    card: { term: 'Chlorophyll', forbidden: ['green', 'pigment', 'leaves', 'absorbs'] },
  },
} satisfies Meta<typeof PasswordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the clue giver and the other team see: the word, and four words that are off limits. */
export const WithForbiddenWords: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'The card' });
    await expect(within(card).getByText('Chlorophyll')).toBeVisible();
    const forbidden = within(card).getByRole('list', { name: 'Forbidden words' });
    await expect(within(forbidden).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A term whose definition gave no telling words: only the word itself is off limits. */
export const TermOnly: Story = {
  args: { card: { term: 'Oxygen', forbidden: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Do not say the word itself.'),
    ).toBeVisible();
  },
};
