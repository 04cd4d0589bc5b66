import { t } from '@lingui/core/macro';
import { resetPasswordRequestSchema } from '@sparked/contracts/auth';

/** The reset form: the request, and the new password typed again, which must match. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirm: resetPasswordRequestSchema.shape.password })
  .refine((form) => form.password === form.confirm, {
    // A function, so the text is in the language active when the form is checked.
    error: () => t`The two passwords are not the same.`,
    path: ['confirm'],
  })
  .transform(({ confirm: _confirm, ...request }) => request);
