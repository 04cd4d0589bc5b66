import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeBox, ProjectCode } from '@sparked/contracts';
import { askLabel, FeedbackView, nextLevel, useCodeBoxStep } from '@sparked/features/code-box';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import * as page from '../../shared/page.css';
import type { CodeDraft } from './code-panel';

/**
 * Step 4: hints in levels (a nudge, a pointer, a worked example) on the newest code. Unsaved
 * changes are saved first, so the hints are about what the student sees.
 */
export function FeedbackPanel({
  box,
  draft,
  onUseSolution,
}: {
  box: CodeBox;
  draft: CodeDraft;
  onUseSolution: (code: ProjectCode) => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const step = useCodeBoxStep(session.client, box.id);
  const [latest, ...earlier] = box.feedback;
  const count = earlier.length;
  const newestCode = box.code[0]?.version;
  const level = nextLevel(latest, draft.dirty ? undefined : newestCode);
  const asking = askLabel(level);
  const lowered = asking.toLowerCase();
  const ask = async () => {
    if (draft.dirty) await step.mutateAsync({ kind: 'saveCode', code: draft.code });
    await step.mutateAsync({ kind: 'feedback', level });
  };
  return (
    <Card as="section" heading={t`4. Feedback`} headingLevel={2}>
      <Stack gap={4} align="start">
        <p className={page.note}>
          <Trans>
            Hints come in three levels: a nudge, then a pointer to the place, then a worked example.
            Ask for the next level only when you are stuck.
          </Trans>
        </p>
        {box.code.length || draft.dirty ? (
          <Button loading={step.isPending} onClick={() => void ask().catch(() => undefined)}>
            {draft.dirty
              ? t({
                  message: `Save and ${lowered}`,
                  comment: 'lowered is what the button asks for, such as “get a hint: nudge”.',
                })
              : asking}
          </Button>
        ) : (
          <p className={page.note}>
            <Trans>Hints are about your code: generate or write it first.</Trans>
          </p>
        )}
        {step.error ? (
          <p role="alert" className={page.errorText}>
            {step.error.message}
          </p>
        ) : null}
        {latest ? <FeedbackView feedback={latest} onUseSolution={onUseSolution} /> : null}
        {earlier.length ? (
          <details>
            <summary>
              <Trans>Earlier hints ({count})</Trans>
            </summary>
            <Stack gap={4}>
              {earlier.map((feedback) => (
                <FeedbackView key={feedback.id} feedback={feedback} />
              ))}
            </Stack>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}
