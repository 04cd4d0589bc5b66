import { useLingui } from '@lingui/react/macro';
import { ApiError, issueSentence } from '@sparked/features/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

function fieldErrors<T>(issues: ReadonlyArray<{ path: string; message: string }>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors as FieldErrors<T>;
}

/**
 * A sign-in or registration form: validates with the contract schema before sending, shows the
 * server's field issues and message after, each in the reader's language, and reports progress
 * while the call runs. The schema
 * comes in its own chunk (`loadSchema`, fetched as the form shows), so the page paints without
 * zod (decision 0021).
 */
export function useAuthForm<S extends z.ZodType<Record<string, string>>, R>(
  loadSchema: () => Promise<S>,
  /** Rejects with an ApiError whose issues name the fields. */
  submit: (values: z.output<S>) => Promise<R>,
  onSuccess: (result: R) => Promise<void>,
) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<z.input<S>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Warm only: a failure here is tried again, and reported, on submit.
    loadSchema().catch(() => undefined);
  }, [loadSchema]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setPending(true);
    const schema = await loadSchema().catch(() => undefined);
    if (!schema) {
      setFormError(t`This form could not load its checks. Check your connection and try again.`);
      setPending(false);
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        fieldErrors(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issueSentence(issue),
          })),
        ),
      );
      setFormError(undefined);
      setPending(false);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await onSuccess(await submit(parsed.data));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(fieldErrors(error.issues));
      setFormError(error.message);
    } finally {
      setPending(false);
    }
  };

  return { errors, formError, pending, onSubmit };
}
