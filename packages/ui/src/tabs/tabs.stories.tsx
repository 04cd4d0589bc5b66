import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsList, TabsPanel, TabsTrigger, tabsOrientations } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    defaultValue: 'activity',
    onValueChange: fn(),
    children: (
      <>
        <TabsList aria-label="Clipboard">
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="widget">Widget</TabsTrigger>
        </TabsList>
        <TabsPanel value="activity">Copied activities appear here.</TabsPanel>
        <TabsPanel value="widget">Copied widgets appear here.</TabsPanel>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: tabsOrientations } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Clipboard' })).toBeVisible();
    const activity = canvas.getByRole('tab', { name: 'Activity' });
    const widget = canvas.getByRole('tab', { name: 'Widget' });
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Activity' })).toHaveTextContent(
      'Copied activities appear here.',
    );

    await userEvent.click(widget);
    await expect(widget).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Widget' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('widget');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activity = canvas.getByRole('tab', { name: 'Activity' });
    const widget = canvas.getByRole('tab', { name: 'Widget' });

    // Tab lands on the selected tab; arrows move and select; Tab again enters the panel.
    await userEvent.tab();
    await expect(activity).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(widget).toHaveFocus();
    await expect(widget).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(activity).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(widget).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Widget' })).toHaveFocus();
  },
};

/** A panel of controls is no Tab stop of its own: Tab goes from the tab to its first control. */
export const PanelOfControls: Story = {
  args: {
    defaultValue: 'hair',
    children: (
      <>
        <TabsList aria-label="Avatar parts">
          <TabsTrigger value="hair">Hair</TabsTrigger>
          <TabsTrigger value="eyes">Eyes</TabsTrigger>
        </TabsList>
        <TabsPanel value="hair">
          <button type="button">Short</button>
          <button type="button">Long</button>
        </TabsPanel>
        <TabsPanel value="eyes">Every style of eyes is locked.</TabsPanel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Hair' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Hair' })).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Short' })).toHaveFocus();
    // A panel with nothing to press stays reachable, so its text can be read.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Eyes' })).toHaveFocus();
  },
};

/** A panel whose last control is disabled becomes a Tab stop again, so its text stays reachable. */
export const PanelLosesItsControls: Story = {
  render: function Render(args) {
    const [claimed, setClaimed] = useState(false);
    return (
      <Tabs {...args} defaultValue="prize">
        <TabsList aria-label="Rewards">
          <TabsTrigger value="prize">Prize</TabsTrigger>
        </TabsList>
        <TabsPanel value="prize">
          <p>{claimed ? 'Claimed: 50 points.' : 'A prize of 50 points waits.'}</p>
          <button type="button" disabled={claimed} onClick={() => setClaimed(true)}>
            Claim
          </button>
        </TabsPanel>
      </Tabs>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Prize' });
    await expect(panel).not.toHaveAttribute('tabindex');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(panel).toHaveAttribute('tabindex', '0');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('widget');
    return (
      <>
        <Tabs {...args} value={value} onValueChange={setValue} />
        <p>Showing the {value} clipboard.</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByText('Showing the activity clipboard.')).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: {
    children: (
      <>
        <TabsList aria-label="Clipboard">
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="unit" disabled>
            Unit
          </TabsTrigger>
          <TabsTrigger value="widget">Widget</TabsTrigger>
        </TabsList>
        <TabsPanel value="activity">Copied activities appear here.</TabsPanel>
        <TabsPanel value="unit">Copied units appear here.</TabsPanel>
        <TabsPanel value="widget">Copied widgets appear here.</TabsPanel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Unit' })).toBeDisabled();
    // Arrow keys skip the disabled tab.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Widget' })).toHaveFocus();
  },
};
