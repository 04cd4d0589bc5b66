import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AlertModalProps } from '../alert-modal';
import type { ConfirmModalProps } from '../confirm-modal';
import { DialogCancelledError } from './dialog-cancelled-error';

// The modals (and Radix's dialog, focus trap and scroll lock) load when the first one opens: the
// provider sits at the app's root, and most pages never open one.
const AlertModal = lazy(() =>
  import('../alert-modal').then((module) => ({ default: module.AlertModal })),
);
const ConfirmModal = lazy(() =>
  import('../confirm-modal').then((module) => ({ default: module.ConfirmModal })),
);

export type ConfirmOptions = Pick<
  ConfirmModalProps,
  'type' | 'icon' | 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'closeLabel'
>;
export type AlertOptions = Pick<
  AlertModalProps,
  'type' | 'icon' | 'title' | 'message' | 'dismissLabel'
>;

export type Dialogs = {
  /** Resolves when the user confirms; rejects with a `DialogCancelledError` when they decline. */
  confirm: (options?: ConfirmOptions) => Promise<void>;
  /** Resolves when the user dismisses the alert. */
  alert: (options: AlertOptions) => Promise<void>;
};

type Request =
  | {
      id: number;
      kind: 'confirm';
      options: ConfirmOptions;
      resolve: () => void;
      reject: (reason: DialogCancelledError) => void;
    }
  | { id: number; kind: 'alert'; options: AlertOptions; resolve: () => void };

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * Mount once near the root of the app, inside the theme and router providers, so modals opened
 * from code share their context. Requests made while a modal is open wait their turn.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(0);

  const enqueue = useCallback(
    (request: Request) => setQueue((pending) => [...pending, request]),
    [],
  );
  const settle = useCallback(
    (id: number) => setQueue((pending) => pending.filter((request) => request.id !== id)),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options = {}) =>
        new Promise<void>((resolve, reject) => {
          enqueue({ id: nextId.current++, kind: 'confirm', options, resolve, reject });
        }),
      alert: (options) =>
        new Promise<void>((resolve) => {
          enqueue({ id: nextId.current++, kind: 'alert', options, resolve });
        }),
    }),
    [enqueue],
  );

  const current = queue[0];

  return (
    <DialogsContext value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {current?.kind === 'confirm' ? (
          <ConfirmModal
            key={current.id}
            {...current.options}
            open
            onConfirm={() => {
              current.resolve();
              settle(current.id);
            }}
            onCancel={() => {
              current.reject(new DialogCancelledError());
              settle(current.id);
            }}
          />
        ) : null}
        {current?.kind === 'alert' ? (
          <AlertModal
            key={current.id}
            {...current.options}
            open
            onDismiss={() => {
              current.resolve();
              settle(current.id);
            }}
          />
        ) : null}
      </Suspense>
    </DialogsContext>
  );
}
DialogProvider.displayName = 'DialogProvider';

/** Imperative `confirm()` and `alert()` backed by the nearest DialogProvider. */
export function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogProvider> above it in the tree.');
  return dialogs;
}
