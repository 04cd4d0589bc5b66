import { Trans } from '@lingui/react/macro';
import type { LrsTestResult } from '@sparked/contracts';
import { catalogueSentence } from '@sparked/features/api-client';
import { useLearningRecordStoreTest } from '@sparked/features/learning-records';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';

/** Asks the store for its version and one statement, and says what it answered. */
export function TestConnection({ configured }: { configured: boolean }) {
  const { session } = useSession();
  const test = useLearningRecordStoreTest(session.client);
  const [result, setResult] = useState<LrsTestResult | null>(null);
  return (
    <Stack gap={2} align="start">
      <Button
        variant="secondary"
        disabled={!configured}
        loading={test.isPending}
        onClick={() =>
          void test.mutateAsync().then(setResult, (error: unknown) =>
            setResult({
              ok: false,
              status: null,
              message: error instanceof Error ? error.message : String(error),
              versions: [],
            }),
          )
        }
      >
        <Trans>Test connection</Trans>
      </Button>
      {result ? (
        <p role="status" className={result.ok ? styles.note : styles.errorText}>
          {catalogueSentence(result.message, result.entry)}
          {result.status !== null ? ` (HTTP ${result.status})` : ''}
        </p>
      ) : null}
    </Stack>
  );
}
