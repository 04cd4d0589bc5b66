import { Tabs as TabsPrimitive } from 'radix-ui';
import {
  type ComponentPropsWithRef,
  type Ref,
  useCallback,
  useLayoutEffect,
  useState,
} from 'react';
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

/** What Tab can reach inside a panel. */
const focusable =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
/** The attributes `focusable` reads: a change to any other (a class, a style) cannot change it. */
const focusableAttributes = ['href', 'disabled', 'type', 'contenteditable', 'tabindex'];

/**
 * Whether the panel holds something Tab reaches, kept up to date as its content changes: the
 * panel is a Tab stop of its own only when it holds none (WAI-ARIA APG, Tabs), so a panel of
 * controls costs no extra Tab (issue 42).
 */
function useHoldsFocusable(ref: Ref<HTMLDivElement> | undefined) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [holds, setHolds] = useState(false);
  useLayoutEffect(() => {
    if (!panel) return;
    const check = () => setHolds(panel.querySelector(focusable) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributeFilter: focusableAttributes,
    });
    return () => observer.disconnect();
  }, [panel]);
  const panelRef = useCallback(
    (element: HTMLDivElement | null) => {
      setPanel(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return { panelRef, holds };
}

/**
 * The content for one tab, labelled by its trigger. Tab moves from the tabs into it: to its first
 * control, or to the panel itself when it holds none.
 */
export function TabsPanel({ className, ref, tabIndex, ...rest }: TabsPanelProps) {
  const { panelRef, holds } = useHoldsFocusable(ref);
  return (
    <TabsPrimitive.Content
      data-part="panel"
      className={cx(styles.panel, className)}
      ref={panelRef}
      // Radix makes every panel a Tab stop; undefined takes it out of the Tab order.
      tabIndex={tabIndex ?? (holds ? undefined : 0)}
      {...rest}
    />
  );
}
TabsPanel.displayName = 'TabsPanel';
