import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { useState } from 'react';
import type { ApiClient } from '../../api-client';
import { useResendLmsScores } from '../api/lms-class-queries';
import * as styles from './resend-scores.css';

/**
 * "Send again" beside a student's failed scores (decision 0033): they wait for the sender once
 * more, and the counts are read again. The button is busy while it asks; a refusal says so
 * beside it. The named label tells a screen reader whose scores it sends.
 */
export function ResendScores(props: {
  client: ApiClient;
  classId: string;
  student: { userId: string; name: string };
  platformName: string;
}) {
  const { t } = useLingui();
  const { client, classId, student, platformName } = props;
  const { name } = student;
  const resend = useResendLmsScores(client, classId);
  const [problem, setProblem] = useState<string>();
  const run = async () => {
    setProblem(undefined);
    try {
      await resend.mutateAsync(student.userId);
    } catch {
      setProblem(t`Sparked could not queue the scores for ${platformName} again. Try again.`);
    }
  };
  return (
    <span className={styles.cell}>
      <Button
        size="sm"
        variant="secondary"
        loading={resend.isPending}
        aria-label={t`Send ${name}’s failed scores again`}
        onClick={() => void run()}
      >
        <Trans>Send again</Trans>
      </Button>
      {problem ? (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
