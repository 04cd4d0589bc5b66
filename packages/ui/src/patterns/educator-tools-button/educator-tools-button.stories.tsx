import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EducatorToolsButton } from './educator-tools-button';

const meta = {
  title: 'Educator/EducatorToolsButton',
  component: EducatorToolsButton,
  args: { onOpenClipboard: fn(), onOpenChange: fn() },
  decorators: [
    // A transformed box becomes the fixed button's containing block, so each story (and the docs
    // page) keeps the button inside its own frame instead of the viewport corner.
    (Story) => (
      <div style={{ position: 'relative', minHeight: '14rem', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EducatorToolsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Educator tools' });
const menuGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clipboard' }));
    await expect(args.onOpenClipboard).toHaveBeenCalledTimes(1);
    await menuGone(canvasElement);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const item = await page(canvasElement).findByRole('menuitem', { name: 'Clipboard' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenClipboard).toHaveBeenCalledTimes(1);
    await menuGone(canvasElement);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard(' ');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await menuGone(canvasElement);
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(args.onOpenClipboard).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await expect(trigger(canvasElement)).toHaveAttribute('data-state', 'open');
  },
};

export const Controlled: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    // The parent owns `open`: the menu reports the request and stays until the parent closes it.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(page(canvasElement).getByRole('menu')).toBeInTheDocument();
  },
};
