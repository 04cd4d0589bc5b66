import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './auth.css';

/** The frame of the sign-in and registration forms: title, the server's message, fields, footer. */
export function AuthFormCard({
  title,
  formError,
  formErrorId,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  formError: string | undefined;
  /** The form message's id, for the fields it marks invalid (a wrong password) to point at. */
  formErrorId?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={page.narrow}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Stack gap={4}>
            <h1 id={titleId} className={page.title}>
              {title}
            </h1>
            {formError ? (
              <p id={formErrorId} role="alert" className={styles.formError}>
                {formError}
              </p>
            ) : null}
            {children}
            <p className={styles.switchText}>{footer}</p>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
