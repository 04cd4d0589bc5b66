import { Trans, useLingui } from '@lingui/react/macro';
import type { Class } from '@sparked/contracts';
import { useClassChange } from '@sparked/features/classes';
import { shownEmail } from '@sparked/features/lms-accounts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { type FormEvent, useState } from 'react';
import * as styles from '../../shared/page.css';
import { useReportedAction } from '../../shared/use-reported-action';

/** Who teaches with the owner: co-teachers see and change the class as the owner does. */
export function CoTeachers({ entry }: { entry: Class }) {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const change = useClassChange(session.client, entry.id);
  const [email, setEmail] = useState('');
  const owner = entry.teacher.name;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const added = await report(
      () => change.mutateAsync({ kind: 'add-teacher', email: address }),
      t`${address} teaches this class now.`,
    );
    if (added) setEmail('');
  };
  return (
    <Card heading={t`Co-teachers`} headingLevel={2}>
      <Stack gap={4}>
        <p className={styles.note}>
          <Trans>
            {owner} owns the class. Co-teachers see its students and progress and can change it.
          </Trans>
        </p>
        {entry.coTeachers.length === 0 ? null : (
          <ul className={styles.cardList}>
            {entry.coTeachers.map((teacher) => {
              const { name } = teacher;
              return (
                <li key={teacher.id} className={styles.itemMeta}>
                  <span>
                    {teacher.name} <span className={styles.note}>{shownEmail(teacher.email)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() =>
                      void report(
                        () => change.mutateAsync({ kind: 'remove-teacher', userId: teacher.id }),
                        t`${name} no longer teaches this class.`,
                      )
                    }
                  >
                    <Trans>
                      Remove<VisuallyHidden> {name}</VisuallyHidden>
                    </Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={(event) => void add(event)}>
          <Inline gap={3} align="end" wrap>
            <TextField
              label={t`Add a co-teacher by email`}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={change.isPending}>
              <Trans>Add co-teacher</Trans>
            </Button>
          </Inline>
        </form>
      </Stack>
    </Card>
  );
}
