import type { ReactNode } from 'react';
import type { IconChoice } from '../icon';

export const toastTypes = ['info', 'success', 'warning', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

/** How long a notification stays on screen, in milliseconds (spec §9). */
export const toastDuration = 5000;

export type ToastIcon = IconChoice;

/** What callers pass to `notify()` (spec §3 Notification item, less its timeStamp). */
export type NotifyOptions = {
  /** Sets the colour and default icon; `error` is announced assertively. */
  type: ToastType;
  title: ReactNode;
  /** Line breaks (`\n`) in a string message are kept. */
  message: ReactNode;
  /** An icon name or element; defaults to the type's icon. */
  icon?: ToastIcon;
};

/** A notification on screen. Its timeStamp (ms since the epoch) is also its key. */
export type ToastItem = NotifyOptions & { timeStamp: number };

export type ToastStore = {
  getItems: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  /** Adds a notification and returns its timeStamp, the handle for `dismiss()`. */
  notify: (options: NotifyOptions) => number;
  dismiss: (timeStamp: number) => void;
};

/**
 * The list of notifications, framework-free so it can be tested on its own; React reads it with
 * useSyncExternalStore. Items are dismissed by timeStamp (spec §2), so timeStamps are made unique:
 * two notifications in the same millisecond get consecutive ones.
 */
export function createToastStore(now: () => number = Date.now): ToastStore {
  let items: readonly ToastItem[] = [];
  let lastTimeStamp = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  const publish = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    getItems: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: (options) => {
      const timeStamp = Math.max(now(), lastTimeStamp + 1);
      lastTimeStamp = timeStamp;
      publish([...items, { ...options, timeStamp }]);
      return timeStamp;
    },
    dismiss: (timeStamp) => {
      if (items.some((item) => item.timeStamp === timeStamp)) {
        publish(items.filter((item) => item.timeStamp !== timeStamp));
      }
    },
  };
}
