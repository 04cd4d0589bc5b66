/**
 * The one rule for focus after an action (decision 0044): when the control a person pressed goes
 * away or is disabled, focus moves to what the action made — its status message, the control
 * that replaced it, the new content's heading, or the next control in the flow — never to the page
 * itself (`<body>`), where a screen reader loses its place.
 */

/** Where focus may go: an element, or a CSS selector looked up in the document. */
export type FocusTarget = Element | string | null | undefined;

/** The targets in order of preference, read again on every try (the result may render late). */
export type FocusTargets = () => FocusTarget | readonly FocusTarget[];

export interface FocusAfterOptions {
  /** How long to wait for a target to appear, in milliseconds. */
  timeout?: number;
  /** Called when no target was shown in time (focus stayed where it was). */
  onTimeout?: () => void;
}

const inert = '[inert], [hidden], [aria-hidden="true"]';

function resolve(target: FocusTarget): Element | null {
  if (!target) return null;
  return typeof target === 'string' ? document.querySelector(target) : target;
}

/** Whether `element` is in the page, shown, and can be pressed or read. */
function usable(element: Element): element is HTMLElement | SVGElement {
  if (!element.isConnected || !('focus' in element)) return false;
  if (element.closest(inert)) return false;
  if (element.matches(':disabled')) return false;
  return element.getClientRects().length > 0;
}

/** Focuses `element`; one that cannot take focus by itself (a heading, a status) takes it by script only. */
export function focusElement(element: HTMLElement | SVGElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: false });
  return document.activeElement === element;
}

/** Focuses the first usable target now; answers whether focus moved. */
export function focusFirst(targets: FocusTarget | readonly FocusTarget[]) {
  const list = Array.isArray(targets) ? targets : [targets];
  for (const target of list) {
    const element = resolve(target as FocusTarget);
    if (element && usable(element) && focusElement(element)) return true;
  }
  return false;
}

/**
 * Whether focus is where nobody can use it: on the page, on a control that went away, or on
 * `origin` (the control pressed) once it is disabled or hidden.
 */
export function focusIsLost(origin: Element | null = null) {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active === origin && !usable(active);
}

/**
 * After an action: moves focus to the first of `targets` once it is shown, trying on each frame
 * until `timeout`. Until then it also puts focus back when what it focused goes away in a later
 * render (a form remade with a new key), and it stands back as soon as the person moved focus
 * themselves (to anything but the page, the control they pressed or what it placed). Answers a
 * function that cancels the wait.
 */
export function focusAfter(targets: FocusTargets, options: FocusAfterOptions = {}) {
  const origin = document.activeElement;
  const deadline = performance.now() + (options.timeout ?? 3000);
  let placed: Element | null = null;
  let frame = 0;
  const attempt = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost && active !== origin && active !== placed) return;
    if ((lost || !placed) && focusFirst(targets())) placed = document.activeElement;
    if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else if (!placed) options.onTimeout?.();
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
