import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Inline } from '../inline';
import { Stack } from '../stack';
import { DialogCancelledError } from './dialog-cancelled-error';
import { DialogProvider, useDialogs } from './dialog-provider';

/** What an app screen does: await the user's answer, then act on it. */
function DialogDemo() {
  const { confirm, alert } = useDialogs();
  const [outcome, setOutcome] = useState('Nothing yet');

  const report = (promise: Promise<void>, done: string) =>
    promise.then(
      () => setOutcome(done),
      (error: unknown) =>
        setOutcome(error instanceof DialogCancelledError ? 'Cancelled' : 'Failed'),
    );

  return (
    <Stack gap={3} align="start">
      <Inline>
        <Button
          variant="danger"
          onClick={() => report(confirm({ type: 'danger', confirmLabel: 'Delete' }), 'Deleted')}
        >
          Delete module
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            report(
              alert({
                type: 'danger',
                title: 'Module Access Denied',
                message: 'You do not have access to this module.',
              }),
              'Dismissed',
            )
          }
        >
          Open module
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            alert({ title: 'First', message: 'Shown first.' });
            report(alert({ title: 'Second', message: 'Shown after the first.' }), 'Both seen');
          }}
        >
          Two alerts
        </Button>
      </Inline>
      <output>{outcome}</output>
    </Stack>
  );
}

const meta = {
  title: 'Overlays/DialogProvider',
  component: DialogProvider,
  args: { children: <DialogDemo /> },
} satisfies Meta<typeof DialogProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function setup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  return {
    canvas,
    page,
    // hidden: the open modal hides the rest of the page from assistive technology.
    outcome: () => canvas.getByRole('status', { hidden: true }),
    dialogGone: () =>
      waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument()),
  };
}

export const ConfirmResolves: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, outcome, dialogGone } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete module' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Confirmation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('Deleted'));
    await dialogGone();
    await expect(canvas.getByRole('button', { name: 'Delete module' })).toHaveFocus();
  },
};

export const ConfirmRejectsOnCancel: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, outcome, dialogGone } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete module' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('Cancelled'));
    await dialogGone();
  },
};

export const ConfirmRejectsOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, outcome, dialogGone } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete module' }));
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(outcome()).toHaveTextContent('Cancelled'));
    await dialogGone();
  },
};

export const AlertResolves: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, outcome, dialogGone } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open module' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Module Access Denied' });
    await expect(outcome()).toHaveTextContent('Nothing yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('Dismissed'));
    await dialogGone();
  },
};

export const RequestsWaitTheirTurn: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, outcome, dialogGone } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Two alerts' }));

    const first = await page.findByRole('alertdialog', { name: 'First' });
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));

    const second = await page.findByRole('alertdialog', { name: 'Second' });
    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('Both seen'));
    await dialogGone();
  },
};
