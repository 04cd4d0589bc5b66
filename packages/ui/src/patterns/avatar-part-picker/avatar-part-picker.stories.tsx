import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../stack';
import { Avatar, type AvatarInput, avatarCatalogue, avatarParts } from '../avatar';
import { AvatarPartPicker } from './avatar-part-picker';

const meta = {
  title: 'Forms/AvatarPartPicker',
  component: AvatarPartPicker,
  args: {
    part: 'hair',
    options: avatarCatalogue.hair,
    value: 'FrontHair1',
    ownedIds: [],
    avatar: { hair: { hairColor: '#6b3e26' } },
    onChange: fn(),
    onLockedSelect: fn(),
    onColorChange: fn(),
  },
  argTypes: { part: { control: 'select', options: avatarParts } },
} satisfies Meta<typeof AvatarPartPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const spikes = avatarCatalogue.hair[5];

export const HairWithLockedStyles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Hair' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toBeChecked();
    // Premium styles show their price and, until bought, a lock (spec §3, §9).
    const locked = canvas.getByRole('radio', { name: 'Spikes, 10,000 coins, Locked' });
    await expect(locked).not.toBeChecked();

    await userEvent.click(locked);
    await expect(args.onLockedSelect).toHaveBeenCalledWith(spikes);
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Curls' }));
    await expect(args.onChange).toHaveBeenCalledWith('FrontHair5');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One tab stop: the selected option.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Long side sweep' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('FrontHair2');

    // Arrowing onto a locked style only moves focus: browsing never opens a purchase prompt.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const topBun = canvas.getByRole('radio', { name: 'Top bun, 10,000 coins, Locked' });
    await expect(topBun).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onLockedSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLockedSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onLockedSelect).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('FrontHair1');

    // Tab leaves the group for the colour picker; coming back lands on the selected option.
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hair colour: #6b3e26' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toHaveFocus();
  },
};

export const OwnedPremiumStyle: Story = {
  args: { ownedIds: ['FrontHair6'], value: 'FrontHair6' },
  play: async ({ args, canvasElement }) => {
    const owned = within(canvasElement).getByRole('radio', { name: 'Spikes, 10,000 coins' });
    await expect(owned).toBeChecked();
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: 'Quiff, 10,000 coins, Locked' }),
    );
    await expect(args.onLockedSelect).toHaveBeenCalledTimes(1);
  },
};

export const HairColour: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hair colour: #6b3e26' }));
    const popup = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // Avatar colours are single colours: no gradient tab.
    await expect(popup.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#e0b000',
    );
    await waitFor(() =>
      expect(args.onColorChange).toHaveBeenLastCalledWith('hairColor', '#e0b000'),
    );
  },
};

export const Body: Story = {
  args: { part: 'body', options: avatarCatalogue.body, value: 'Body1', avatar: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Body' })).toBeInTheDocument();
    // Spec §9 defaults: skin #ffb89d, shirt #f3a13f.
    await expect(canvas.getByRole('button', { name: 'Skin colour: #ffb89d' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Shirt colour: #f3a13f' })).toBeInTheDocument();
  },
};

export const Headwear: Story = {
  args: { part: 'headwear', options: avatarCatalogue.headwear, value: '', avatar: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'None' })).toBeChecked();
    // Headwear has no colours to pick.
    await expect(canvas.queryByRole('button', { name: /colour/ })).not.toBeInTheDocument();
  },
};

export const Background: Story = {
  args: { part: 'background', options: [], value: undefined, avatar: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Background colour: #ffffff' }),
    ).toBeInTheDocument();
  },
};

export const Uncontrolled: Story = {
  args: {
    part: 'eyes',
    options: avatarCatalogue.eyes,
    value: undefined,
    defaultValue: 'Eyes2',
    avatar: {},
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Happy' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Wink' }));
    await expect(canvas.getByRole('radio', { name: 'Wink' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Happy' })).not.toBeChecked();
  },
};

/** The editor as the economy screen will wire it: a live preview over the picker. */
function EditorDemo() {
  const [avatar, setAvatar] = useState<AvatarInput>({
    hair: { variation: 'FrontHair1', hairColor: '#000000' },
  });
  return (
    <Stack gap={4} align="start">
      <Avatar avatar={avatar} size={128} label="Preview" />
      <AvatarPartPicker
        part="hair"
        options={avatarCatalogue.hair}
        ownedIds={['FrontHair7']}
        value={avatar.hair?.variation}
        avatar={avatar}
        onChange={(variation) =>
          setAvatar((current) => ({ ...current, hair: { ...current.hair, variation } }))
        }
        onColorChange={(field, hex) =>
          setAvatar((current) => ({ ...current, hair: { ...current.hair, [field]: hex } }))
        }
      />
    </Stack>
  );
}

export const LivePreview: Story = {
  render: () => <EditorDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('img', { name: 'Preview' });
    await expect(preview.querySelector('[data-part="back-hair"]')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bob with fringe' }));
    await expect(canvas.getByRole('radio', { name: 'Bob with fringe' })).toBeChecked();
    await expect(preview.querySelector('[data-part="back-hair"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Quiff, 10,000 coins' }));
    await expect(preview.querySelector('[data-part="back-hair"]')).toBeNull();
  },
};
