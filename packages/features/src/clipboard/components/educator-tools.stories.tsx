import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EducatorTools } from './educator-tools';
import { useInsertTarget } from './insert-target';
import { resetClipboard, seedClipboard, storedList, withClipboard } from './story-fixtures';

const meta = {
  title: 'Features/Clipboard/EducatorTools',
  component: EducatorTools,
  args: { pathname: '/educator/modules/7/contents' },
  decorators: [
    (Story) => (
      <PageTakingActivities>
        <Story />
      </PageTakingActivities>
    ),
    withClipboard,
    // A transformed box contains the fixed button and panel, so each story keeps them in its frame.
    (Story) => (
      <div style={{ position: 'relative', minHeight: '40rem', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    resetClipboard();
    insertIntoUnit.mockClear();
    seedClipboard({ activity: storedList('activity', 2) });
  },
} satisfies Meta<typeof EducatorTools>;

export default meta;

/** What the page's editor does with an inserted activity. */
const insertIntoUnit = fn().mockName('insertIntoUnit');

/** The page under the tools: an outline that takes activities into its unit. */
function PageTakingActivities({ children }: { children: ReactNode }) {
  useInsertTarget({
    kind: 'activity',
    place: 'Unit 1',
    read: (data) => data,
    insert: insertIntoUnit,
  });
  return children;
}
type Story = StoryObj<typeof meta>;

/** The tools button, once its lazily loaded code has arrived. */
const toolsButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Educator tools' });

async function openClipboard(canvasElement: HTMLElement) {
  await userEvent.click(await toolsButton(canvasElement));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clipboard' }));
  return within(canvasElement).findByRole('region', { name: 'Clipboard' });
}

export const OnEducatorPages: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openClipboard(canvasElement);
    // Focus moves into the panel it opened, onto the selected tab.
    await waitFor(() => expect(within(panel).getByRole('tab', { name: 'Activity' })).toHaveFocus());

    // Keyboard: Tab into the list and insert the newest item instead of dragging it.
    within(panel).getByRole('button', { name: 'Insert Activity 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(insertIntoUnit).toHaveBeenCalledWith('Activity 2', { source: 'activity-2' });

    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(await toolsButton(canvasElement)).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openClipboard(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close clipboard' }));
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(await toolsButton(canvasElement)).toHaveFocus();
  },
};

export const OnTheCodeBox: Story = {
  args: { pathname: '/ai-tools/code-box/42' },
  play: async ({ canvasElement }) => {
    await expect(await toolsButton(canvasElement)).toBeVisible();
  },
};

/**
 * The tools load lazily, so "not there yet" proves nothing: wait as long as they take to arrive
 * on an educator page before saying they stay away.
 */
async function expectNoTools(canvasElement: HTMLElement) {
  await expect(
    within(canvasElement).findByRole('button', { name: 'Educator tools' }, { timeout: 1500 }),
  ).rejects.toThrow();
}

export const HiddenOnOtherPages: Story = {
  args: { pathname: '/academy' },
  play: async ({ canvasElement }) => {
    await expectNoTools(canvasElement);
  },
};

export const HiddenOnCompetitionPages: Story = {
  args: { pathname: '/winter-competition/game-master' },
  play: async ({ canvasElement }) => {
    await expectNoTools(canvasElement);
  },
};
