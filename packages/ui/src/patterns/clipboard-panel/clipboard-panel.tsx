import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../button';
import { ClipboardIcon, CloseIcon } from '../../icon';
import { cx } from '../../internal/class-names';
import * as styles from './clipboard-panel.css';
import { type ClipboardPanelItem, ClipboardPanelItemRow } from './clipboard-panel-item';

/** The lists the panel shows, one tab each (spec §2). */
export const clipboardTabs = ['activity', 'widget'] as const;
export type ClipboardTab = (typeof clipboardTabs)[number];

const tabLabels: Record<ClipboardTab, MessageDescriptor> = {
  activity: msg({ message: 'Activity', comment: 'A clipboard tab: the copied activities.' }),
  widget: msg({ message: 'Widget', comment: 'A clipboard tab: the copied widgets.' }),
};

const isClipboardTab = (value: string): value is ClipboardTab =>
  (clipboardTabs as readonly string[]).includes(value);

export type ClipboardPanelProps<Item extends ClipboardPanelItem> = {
  /** The items of each tab, in display order (pinned first). */
  items: Record<ClipboardTab, readonly Item[]>;
  /** Controlled tab; pair with `onTabChange`. */
  activeTab?: ClipboardTab;
  /** Initial tab when uncontrolled. */
  defaultTab?: ClipboardTab;
  onTabChange?(tab: ClipboardTab): void;
  onTogglePin(item: Item): void;
  onRemove(item: Item): void;
  /** Clear was pressed on this tab; the caller asks for confirmation before clearing. */
  onClear(tab: ClipboardTab): void;
  /**
   * The keyboard alternative to dragging the item onto the page. Leave it out where the page has
   * no editor to insert into: items then show no insert button.
   */
  onInsert?(item: Item): void;
  /** Items the page cannot take show no insert button (a widget where only activities go). */
  canInsert?(item: Item): boolean;
  /** Shows a close button, and Escape inside the panel closes it too, when given. */
  onClose?(): void;
  /** How many items a list keeps, for the footer note. */
  capacity?: number;
  className?: string;
};

/**
 * The educator clipboard (spec §2): copied activities and widgets on two tabs. Items are dragged
 * onto the page (the drop reads `clipboardDragType`) or inserted with their button; each can be
 * pinned or removed.
 */
export function ClipboardPanel<Item extends ClipboardPanelItem>({
  items,
  activeTab,
  defaultTab = 'activity',
  onTabChange,
  onTogglePin,
  onRemove,
  onClear,
  onInsert,
  canInsert = () => true,
  onClose,
  capacity = 10,
  className,
}: ClipboardPanelProps<Item>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [uncontrolledTab, setUncontrolledTab] = useState(defaultTab);
  const tab = activeTab ?? uncontrolledTab;
  const panelRefs = useRef(new Map<ClipboardTab, HTMLDivElement>());
  const refocusPinOf = useRef<string | null>(null);

  // Pinning moves the row. Chromium keeps focus in a row React moves, other engines can drop it.
  useLayoutEffect(() => {
    const id = refocusPinOf.current;
    if (id === null) return;
    refocusPinOf.current = null;
    const toggle = panelRefs.current
      .get(tab)
      ?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"] [data-part="pin"]`);
    if (toggle && toggle !== document.activeElement) toggle.focus();
  });

  const handleRemove = (item: Item, event: MouseEvent<HTMLButtonElement>) => {
    // The row is about to go: focus the next row's remove button, else the previous, else the tab.
    const row = event.currentTarget.closest('li');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    onRemove(item);
    (
      neighbour?.querySelector<HTMLElement>('[data-part="remove"]') ?? panelRefs.current.get(tab)
    )?.focus();
  };

  return (
    <section
      data-component="clipboard-panel"
      aria-labelledby={titleId}
      className={cx(styles.panel, className)}
      onKeyDown={(event) => {
        if (onClose && event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <div className={styles.header}>
        <ClipboardIcon />
        <h2 id={titleId} className={styles.title}>
          <Trans>Clipboard</Trans>
        </h2>
        <Button variant="secondary" size="sm" onClick={() => onClear(tab)}>
          <Trans>Clear</Trans>
        </Button>
        {onClose ? (
          <button
            type="button"
            aria-label={t`Close clipboard`}
            className={styles.iconButton}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (!isClipboardTab(value)) return;
          setUncontrolledTab(value);
          onTabChange?.(value);
        }}
      >
        <Tabs.List aria-label={t`Clipboard lists`} className={styles.tabList}>
          {clipboardTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {i18n._(tabLabels[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {clipboardTabs.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            ref={(element) => {
              if (element) panelRefs.current.set(value, element);
              else panelRefs.current.delete(value);
            }}
            className={styles.tabPanel}
          >
            {items[value].length === 0 ? (
              <p className={styles.empty}>
                <Trans>No items found.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {items[value].map((item) => (
                  <ClipboardPanelItemRow
                    key={item.id}
                    item={item}
                    onInsert={canInsert(item) ? onInsert : undefined}
                    onTogglePin={(toggled) => {
                      refocusPinOf.current = toggled.id;
                      onTogglePin(toggled);
                    }}
                    onRemove={handleRemove}
                  />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <p className={styles.muted}>
        <Trans>* We can only store your {capacity} most recent copied items</Trans>
      </p>
    </section>
  );
}
ClipboardPanel.displayName = 'ClipboardPanel';
