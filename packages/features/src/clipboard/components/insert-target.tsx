import type { ClipboardKind } from '@sparked/contracts';
import {
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Where the clipboard panel's Insert button puts an item: the page's editor, as it is now. */
export interface InsertTarget<T = unknown> {
  kind: ClipboardKind;
  /** What an inserted item is added at the end of, for the announcement: "Light and leaves". */
  place: string;
  /** What an item carries, checked: null for data this place cannot take. */
  read(data: unknown): T | null;
  insert(title: string, value: T): Promise<unknown>;
}

type TargetRef = RefObject<InsertTarget | null>;

interface InsertTargets {
  /** Adds a page's target; the newest wins. Returns its removal. */
  register(target: TargetRef): () => void;
  /** The newest target's ref, or null when no page offers one. */
  current: TargetRef | null;
}

const InsertTargetsContext = createContext<InsertTargets | null>(null);

/**
 * Keeps the insert targets pages offer, so the educator tools (outside every page) can insert
 * into the page's editor. Targets are held by ref: an editor re-renders on every keystroke, and
 * the panel needs the latest target only when a button is pressed.
 */
export function InsertTargetsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly TargetRef[]>([]);
  // Stable, so registering (an effect of the page) does not re-run when the stack changes.
  const register = useCallback((target: TargetRef) => {
    setStack((current) => [...current, target]);
    return () => setStack((current) => current.filter((entry) => entry !== target));
  }, []);
  const targets = useMemo(() => ({ register, current: stack.at(-1) ?? null }), [register, stack]);
  return <InsertTargetsContext value={targets}>{children}</InsertTargetsContext>;
}

/** Offers `target` to the clipboard panel's Insert buttons while mounted; null offers none. */
export function useInsertTarget<T>(target: InsertTarget<T> | null) {
  const targets = use(InsertTargetsContext);
  const latest = useRef<InsertTarget | null>(null);
  useLayoutEffect(() => {
    latest.current = target as InsertTarget | null;
  });
  const register = targets?.register;
  const offered = target !== null;
  useEffect(() => (offered && register ? register(latest) : undefined), [offered, register]);
}

/** The insert target of the page on show, read when the panel renders or a button is pressed. */
export function useCurrentInsertTarget(): TargetRef | null {
  return use(InsertTargetsContext)?.current ?? null;
}
