import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export type TabsProps = Omit<ComponentPropsWithRef<typeof TabsPrimitive.Root>, 'orientation'> & {
  /** Arrow keys follow it: Left/Right for horizontal, Up/Down for vertical. */
  orientation?: TabsOrientation;
};

/**
 * Switches between panels of related content. Controlled with `value` and `onValueChange`, or
 * uncontrolled with `defaultValue`. Compose it from TabsList, TabsTrigger and TabsPanel.
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return (
    <TabsPrimitive.Root data-component="tabs" className={cx(styles.root, className)} {...rest} />
  );
}
Tabs.displayName = 'Tabs';

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List>;

/** The row of tabs; give it an `aria-label` when no heading names the group. */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <TabsPrimitive.List data-part="list" className={cx(styles.list, className)} {...rest} />;
}
TabsList.displayName = 'TabsList';

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

/** One tab; its `value` matches the TabsPanel it shows. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-part="trigger"
      className={cx(styles.trigger, className)}
      {...rest}
    />
  );
}
TabsTrigger.displayName = 'TabsTrigger';

export type TabsPanelProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

/** The content for one tab, labelled by its trigger and reachable with Tab. */
export function TabsPanel({ className, ...rest }: TabsPanelProps) {
  return (
    <TabsPrimitive.Content data-part="panel" className={cx(styles.panel, className)} {...rest} />
  );
}
TabsPanel.displayName = 'TabsPanel';
