import { t } from '@lingui/core/macro';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useToasts } from '@sparked/ui/toast';
import { type FormEvent, type ReactNode, useRef } from 'react';
import * as styles from './page.css';

/**
 * A form that saves in one go: `save` sends what was filled in; once saved a toast says
 * `saved(form)` and `onSaved` runs; a refusal shows above the buttons, with every field kept as
 * typed. Focus stays on the submit button, or, when the form was made afresh (a new key, from
 * `onSaved` or from the saved data), goes to the fresh form's first field (decision 0044).
 */
export function SaveForm({
  mutation,
  save,
  saved,
  onSaved,
  submitLabel,
  actions,
  children,
}: {
  /** The save's state: pending while it runs, its error once refused. */
  mutation: { isPending: boolean; error: Error | null };
  save: (form: FormData) => Promise<unknown>;
  saved: (form: FormData) => string;
  onSaved?: () => void;
  submitLabel: string;
  /** Beside the submit button, such as Cancel. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { notify } = useToasts();
  // A double click submits twice before the button can show it is busy: the second is the same
  // press, so it is ignored while the first is on its way.
  const saving = useRef(false);
  const focusAfterAction = useFocusAfterAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    const element = event.currentTarget;
    const around = element.parentElement;
    const form = new FormData(element);
    try {
      await save(form);
    } catch {
      // The form says why, above its buttons.
      return;
    } finally {
      saving.current = false;
    }
    notify({ type: 'success', title: t`Saved`, message: saved(form) });
    onSaved?.();
    const firstField = ':is(input, select, textarea, button)';
    focusAfterAction(() => [
      element.isConnected ? element.querySelector('button[type=submit]') : null,
      around?.querySelector(`form ${firstField}`),
      // Its whole card was made afresh (the connection's source changed): the form of that label.
      `#main-content form[data-save-form="${CSS.escape(submitLabel)}"] ${firstField}`,
    ]);
  };
  return (
    <form data-save-form={submitLabel} onSubmit={(event) => void submit(event)}>
      <Stack gap={4} align="start">
        {children}
        {mutation.error ? (
          <p role="alert" className={styles.errorText}>
            {mutation.error.message}
          </p>
        ) : null}
        <Inline gap={2}>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
          {actions}
        </Inline>
      </Stack>
    </form>
  );
}
