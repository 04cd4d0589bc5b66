import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Progress } from '../progress';
import { TextField } from '../text-field';
import { Dialog, type DialogProps } from './dialog';
import { DialogClose, DialogContent, DialogFooter, DialogRoot, DialogTitle } from './dialog-parts';

/** Open at first, as a dialog opened by its address is; the button opens it again. */
function OpenedDialog(props: Omit<DialogProps, 'open' | 'onClose'> & { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show details
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: OpenedDialog,
  args: {
    title: 'AI Bayanihan',
    description: 'Finish five activities while the event runs to earn 15 diamonds.',
    onClose: fn(),
  },
} satisfies Meta<typeof OpenedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, which tells a screen reader that the page behind it is out of reach. */
async function dialogIn(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  return dialog;
}

export const WithDetailsAndActions: Story = {
  args: {
    children: (
      <Progress label="Your progress" value={3} max={5} formatValue={(v, m) => `${v} of ${m}`} />
    ),
    actions: <Button>Claim reward</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('AI Bayanihan');
    await expect(dialog).toHaveAccessibleDescription(
      'Finish five activities while the event runs to earn 15 diamonds.',
    );
    await expect(within(dialog).getByRole('progressbar', { name: 'Your progress' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Claim reward' })).toBeVisible();
    // Left open: the visual baseline shows the dialog.
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ClosesByCloseOrEscape: Story = {
  args: { description: undefined, children: <p>Nothing else to add.</p> },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // Opened again from its button, it gives focus back there when it closes.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Show details' })).toHaveFocus(),
    );
  },
};

/** The parts composed by hand: a form inside, its own buttons in the footer, no description. */
function ComposedDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Rename
      </Button>
      <DialogRoot open={open} onClose={close}>
        <DialogContent>
          <DialogTitle>Rename the tag</DialogTitle>
          <TextField label="Name" defaultValue="Year 8" />
          <DialogFooter>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={close}>Save</Button>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

export const ComposedFromParts: Story = {
  render: (args) => <ComposedDialog onClose={args.onClose} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Rename the tag');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Year 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again and left open: the visual baseline shows the composed dialog.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename' }));
    await expect(await dialogIn(canvasElement)).toHaveAccessibleName('Rename the tag');
  },
};
