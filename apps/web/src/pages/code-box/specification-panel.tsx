import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeBox } from '@sparked/contracts';
import { maxIdeaLength } from '@sparked/contracts';
import { linesOf, listFields, specificationOf, useCodeBoxStep } from '@sparked/features/code-box';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { SaveForm } from '../../shared/save-form';
import * as styles from './code-box.css';
import { VersionSelect } from './version-select';

/** Writes the specification again from the idea, or from a revised one. */
function Respecify({ box }: { box: CodeBox }) {
  const { t } = useLingui();
  const { session } = useSession();
  const step = useCodeBoxStep(session.client, box.id);
  const [idea, setIdea] = useState(box.prompt);
  return (
    <details>
      <summary>
        <Trans>Change the idea and write the specification again</Trans>
      </summary>
      <Stack gap={3} align="start">
        <TextArea
          className={styles.wideField}
          label={t`Idea`}
          value={idea}
          onChange={(event) => setIdea(event.target.value)}
          maxLength={maxIdeaLength}
          autoGrow
          error={step.error?.message}
        />
        <Button
          variant="secondary"
          loading={step.isPending}
          onClick={() =>
            step.mutate({
              kind: 'respecify',
              prompt: idea.trim() === box.prompt ? undefined : idea,
            })
          }
        >
          <Trans>Write a new specification</Trans>
        </Button>
      </Stack>
    </details>
  );
}

/**
 * Step 1: the specification, as editable text. Saving makes a new version; any earlier version
 * can be shown again and saved as the newest.
 */
export function SpecificationPanel({ box }: { box: CodeBox }) {
  const { t } = useLingui();
  const { session } = useSession();
  const step = useCodeBoxStep(session.client, box.id);
  const newest = box.specifications[0];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const shown = box.specifications.find((entry) => entry.version === chosen) ?? newest;
  if (!shown) return null;
  const { specification } = shown;
  const next = (newest?.version ?? 0) + 1;
  return (
    <Card as="section" heading={t`1. Specification`} headingLevel={2}>
      <Stack gap={4}>
        <VersionSelect
          label={t`Specification version`}
          versions={box.specifications}
          value={shown.version}
          onChange={setChosen}
        />
        <SaveForm
          key={shown.version}
          mutation={step}
          save={(form) =>
            step.mutateAsync({ kind: 'saveSpecification', specification: specificationOf(form) })
          }
          saved={() => t`Saved as specification version ${next}.`}
          onSaved={() => setChosen(undefined)}
          submitLabel={t`Save as a new version`}
        >
          <TextField
            className={styles.wideField}
            label={t`Title`}
            name="title"
            required
            maxLength={80}
            defaultValue={specification.title}
          />
          <TextArea
            className={styles.wideField}
            label={t`Summary`}
            name="summary"
            maxLength={600}
            autoGrow
            defaultValue={specification.summary}
          />
          {listFields.map((field) => (
            <TextArea
              key={field.name}
              className={styles.wideField}
              label={field.label}
              description={field.description}
              name={field.name}
              autoGrow
              rows={3}
              defaultValue={linesOf(specification[field.name])}
            />
          ))}
        </SaveForm>
        <Respecify box={box} />
      </Stack>
    </Card>
  );
}
