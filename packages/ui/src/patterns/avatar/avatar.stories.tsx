import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../../inline';
import { Avatar } from './avatar';
import { type AvatarVariationPart, avatarCatalogue, withVariation } from './avatar-model';

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { label: 'Your avatar', size: 128 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Returns the drawn layers by their `data-part`, in paint order. */
function layers(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-component="avatar"] > [data-part]')].map(
    (layer) => layer.getAttribute('data-part'),
  );
}

/** Before saved data arrives (`loaded: false`) the avatar shows the defaults. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toHaveAttribute('width', '128');
    // FrontHair1 has no back display and there is no headwear by default.
    await expect(layers(canvasElement)).toEqual([
      'background',
      'body',
      'head',
      'eyes',
      'mouth',
      'hair',
    ]);
  },
};

/** Saved avatar data applied (spec §4): the flag changes nothing in the drawing. */
export const Loaded: Story = {
  args: {
    avatar: {
      loaded: true,
      background: { backgroundColor: '#dde8ff' },
      head: { variation: 'Head2', blushColor: '#f08a8a' },
      body: { variation: 'Body2', bodyColor: '#8d5524', shirtColor: '#2a9d8f' },
      eyes: { variation: 'Eyes2', eyesColor: '#2b1d0e', browsColor: '#2b1d0e' },
      hair: { variation: 'FrontHair3', hasBackDisplay: true, hairColor: '#2b1d0e' },
      mouth: { variation: 'Mouth2' },
      headwear: { variation: 'Headwear2' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(layers(canvasElement)).toEqual([
      'background',
      'back-hair',
      'body',
      'head',
      'eyes',
      'mouth',
      'hair',
      'headwear',
    ]);
  },
};

/** Each option of one part on the default avatar, named after the option. */
function PartGallery({ part, size }: { part: AvatarVariationPart; size: number }) {
  return (
    <Inline gap={3}>
      {avatarCatalogue[part].map((option) => (
        <Avatar
          key={option.id}
          size={size}
          label={option.label}
          avatar={withVariation({ background: { backgroundColor: '#dde8ff' } }, part, option.id)}
        />
      ))}
    </Inline>
  );
}

const gallery = (part: AvatarVariationPart): Story => ({
  render: (args) => <PartGallery part={part} size={args.size ?? 96} />,
  args: { size: 96 },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label'));
    await expect(names).toEqual(avatarCatalogue[part].map((option) => option.label));
  },
});

export const Heads = gallery('head');
export const Bodies = gallery('body');
export const Eyes = gallery('eyes');
export const Mouths = gallery('mouth');
export const Headwear = gallery('headwear');

export const HairStyles: Story = {
  ...gallery('hair'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Back hair is drawn behind the head only for the styles that have it (spec §3).
    for (const option of avatarCatalogue.hair) {
      const avatar = canvas.getByRole('img', { name: option.label });
      const back = avatar.querySelector('[data-part="back-hair"]');
      await expect(Boolean(back)).toBe(option.hasBackDisplay);
    }
  },
};

/** The drawing is one viewBox, so it stays crisp from a list row to a profile page. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap={4} align="end">
      {[32, 48, 96, 256].map((size) => (
        <Avatar key={size} {...args} size={size} label={`Avatar at ${size} px`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar at 32 px' });
    await expect(avatar.getBoundingClientRect().width).toBe(32);
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
