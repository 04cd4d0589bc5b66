import { createContext, type ReactNode, use, useMemo, useState, useSyncExternalStore } from 'react';
import { ToastList, type ToastListProps } from './toast';
import { createToastStore, type NotifyOptions } from './toast-store';

export type Toasts = {
  /** Shows a notification and returns its timeStamp, the handle for `dismiss()`. */
  notify: (options: NotifyOptions) => number;
  /** Removes a notification early; unknown timeStamps are ignored. */
  dismiss: (timeStamp: number) => void;
};

export type ToastProviderProps = Omit<ToastListProps, 'items' | 'onDismiss'> & {
  children: ReactNode;
};

const ToastsContext = createContext<Toasts | null>(null);

/**
 * Mount once near the root of the app, inside the theme provider: it renders the ToastList and
 * gives every component below it `useToasts()`.
 */
export function ToastProvider({ children, ...listProps }: ToastProviderProps) {
  const [store] = useState(() => createToastStore());
  const items = useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
  const toasts = useMemo<Toasts>(() => ({ notify: store.notify, dismiss: store.dismiss }), [store]);

  return (
    <ToastsContext value={toasts}>
      {children}
      <ToastList items={items} onDismiss={store.dismiss} {...listProps} />
    </ToastsContext>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** `notify()` and `dismiss()` backed by the nearest ToastProvider. */
export function useToasts(): Toasts {
  const toasts = use(ToastsContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> above it in the tree.');
  return toasts;
}
