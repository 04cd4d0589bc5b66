import { useEffect } from 'react';

/**
 * Errors take focus (decision 0044): after a failed submit, focus moves to the form's first
 * invalid control, whose `aria-describedby` reads its message. It moves only while focus waits on
 * the page or on a button (the submit the person pressed), never away from a field being typed in.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  if (!form) return false;
  const active = document.activeElement;
  const waiting =
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.matches('button, input[type=submit], [role=button]');
  if (!waiting) return false;
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first || first.matches(':disabled')) return false;
  first.focus();
  return document.activeElement === first;
}

/**
 * Wires a field's control to that rule: when the field turns invalid, and again after every
 * submit of its form while it stays invalid (the same message twice does not render anew).
 */
export function useErrorFocus(controlId: string, invalid: boolean) {
  useEffect(() => {
    if (invalid) focusFirstInvalid(formOf(controlId));
  }, [controlId, invalid]);
  useEffect(() => {
    const form = formOf(controlId);
    if (!form) return;
    let frame = 0;
    // The form's own handler sets its errors during the event; they render by the next frame.
    const onSubmit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => focusFirstInvalid(form));
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener('submit', onSubmit);
    };
  }, [controlId]);
}

function formOf(controlId: string) {
  return document.getElementById(controlId)?.closest('form') ?? null;
}
