import type { Avatar } from '@sparked/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '../../api-client';
import { economyBackend, newStudentWallets } from '../../story-support/economy-backend';
import { callsTo, failure, mockApiClient } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { AvatarEditor } from './avatar-editor';

const savedAvatar: Avatar = {
  background: { backgroundColor: '#dbeafe' },
  head: { variation: 'Head2', blushColor: '#ff9c7d' },
  body: { variation: 'Body2', bodyColor: '#8d5524', shirtColor: '#2a9d8f' },
  eyes: { variation: 'Eyes2', eyesColor: '#1d4ed8', browsColor: '#000000' },
  hair: { variation: 'FrontHair7', hairColor: '#6b3e26' },
  mouth: { variation: 'Mouth2' },
  headwear: { variation: 'Headwear1' },
};

const meta = {
  title: 'Features/Avatar/AvatarEditor',
  component: AvatarEditor,
  decorators: [withAppProviders],
  args: { client: mockApiClient(economyBackend().handlers) },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The avatars the editor sent to be saved. */
const saves = (client: ApiClient) =>
  callsTo(client, 'saveAvatar').map((options) => options.body as Avatar);

export const NeverSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Preview of your avatar' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
    await expect(canvas.getByText('Everyone sees this avatar.')).toBeVisible();
  },
};

export const SavedWithAPremiumStyle: Story = {
  args: { client: mockApiClient(economyBackend({ avatar: savedAvatar }).handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Quiff is owned: priced, but not locked, and it is the saved choice.
    await expect(
      await canvas.findByRole('radio', { name: 'Quiff, 10,000 achievement points' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: 'Spikes, 10,000 achievement points, Locked' }),
    ).not.toBeChecked();
  },
};

export const BuysEquipsAndSaves: Story = {
  args: { client: mockApiClient(economyBackend().handlers) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Spikes, 10,000 achievement points, Locked' }),
    );
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Buy Spikes?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy' }));

    await expect(await page(canvasElement).findByText('Spikes is yours.')).toBeVisible();
    // Bought, so no longer locked, and put on straight away.
    await expect(
      await canvas.findByRole('radio', { name: 'Spikes, 10,000 achievement points' }),
    ).toBeChecked();
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save avatar' }));
    await expect(await page(canvasElement).findByText('Avatar saved')).toBeVisible();
    await expect(page(canvasElement).getByText('You earned 50 achievement points.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save avatar' })).toBeDisabled();

    const [saved, ...more] = saves(args.client);
    await expect(more).toEqual([]);
    await expect(saved?.hair).toEqual({ variation: 'FrontHair6', hairColor: '#000000' });
    await expect(saved).not.toHaveProperty('loaded');
  },
};

export const NotEnoughPoints: Story = {
  args: { client: mockApiClient(economyBackend({ wallets: newStudentWallets }).handlers) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Top bun, 10,000 achievement points, Locked' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Not enough Achievement points');
    await expect(dialog).toHaveAccessibleDescription(
      'Top bun costs 10,000 achievement points. You have 120 achievement points. Finish activities and modules to earn more.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(callsTo(args.client, 'purchaseItem')).toEqual([]);
    await expect(canvas.getByRole('radio', { name: 'Short crop' })).toBeChecked();
  },
};

export const ChangesAndDiscards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Headwear' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Crown' }));
    await expect(canvas.getByRole('radio', { name: 'Crown' })).toBeChecked();
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  },
};

export const PicksColours: Story = {
  args: { client: mockApiClient(economyBackend({ avatar: savedAvatar }).handlers) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Every colour of the model has a picker, on its part's tab.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Body' }));
    await expect(canvas.getByRole('button', { name: 'Skin colour: #8d5524' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Shirt colour: #2a9d8f' }));
    const popup = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#e0b000',
    );
    await userEvent.keyboard('{Escape}');
    await expect(
      await canvas.findByRole('button', { name: 'Shirt colour: #e0b000' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Background' }));
    await expect(canvas.getByRole('button', { name: 'Background colour: #dbeafe' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save avatar' }));
    await expect(await page(canvasElement).findByText('Avatar saved')).toBeVisible();
    await expect(saves(args.client)[0]).toMatchObject({
      body: { variation: 'Body2', bodyColor: '#8d5524', shirtColor: '#e0b000' },
    });
  },
};

export const SaveRefused: Story = {
  args: {
    client: mockApiClient({
      ...economyBackend().handlers,
      saveAvatar: failure(400, 'validation_failed', 'Head9 is not a head this store knows.'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Curls' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save avatar' }));
    await expect(await page(canvasElement).findByText('Your avatar was not saved')).toBeVisible();
    await expect(
      page(canvasElement).getByText('Head9 is not a head this store knows.'),
    ).toBeVisible();
    // The change is kept, to fix and save again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save avatar' })).toBeEnabled());
  },
};

export const Loading: Story = {
  args: { client: mockApiClient({ ...economyBackend().handlers, avatar: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your avatar' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: {
    client: mockApiClient({
      ...economyBackend().handlers,
      tokenStore: failure(503, 'unavailable', 'The store is unavailable.'),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your avatar could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
  },
};
