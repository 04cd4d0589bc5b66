import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { economyBackend } from '../../story-support/economy-backend';
import { mockApiClient } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { AvatarBadge } from './avatar-badge';

const meta = {
  title: 'Features/Avatar/AvatarBadge',
  component: AvatarBadge,
  decorators: [withAppProviders],
  args: {
    client: mockApiClient(
      economyBackend({
        avatar: {
          background: { backgroundColor: '#fde68a' },
          head: { variation: 'Head1', blushColor: '#ff9c7d' },
          body: { variation: 'Body1', bodyColor: '#ffb89d', shirtColor: '#3e63dd' },
          eyes: { variation: 'Eyes4', eyesColor: '#000000', browsColor: '#000000' },
          hair: { variation: 'FrontHair6', hairColor: '#e5484d' },
          mouth: { variation: 'Mouth2' },
          headwear: { variation: '' },
        },
      }).handlers,
    ),
    label: 'Your avatar',
    size: 48,
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof AvatarBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Your avatar' });
    await expect(avatar.querySelector('[data-part="hair"]')).not.toBeNull();
    await expect(avatar).toHaveAttribute('width', '48');
  },
};

export const Loading: Story = {
  args: { client: mockApiClient({ avatar: 'pending' }) },
  play: async ({ canvasElement }) => {
    // Nothing is drawn until the saved avatar is applied: no default avatar flashes first.
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
