import { Trans, useLingui } from '@lingui/react/macro';
import { type ActivityContent, scormLimits } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { type ChangeEvent, useId, useState } from 'react';
import type { ApiClient } from '../../api-client';
import { useUploadScormPackage } from '../api/upload-scorm-package';
import * as styles from './activity-editor.css';
import type { ActivityDraftState } from './activity-editor-frame';

type ScormContent = Extract<ActivityContent, { type: 'scorm' }>;

const megabytes = Math.round(scormLimits.maxZipBytes / (1024 * 1024));

/**
 * The SCORM package activity (decision 0036): upload a SCORM 1.2 or 2004 zip; the server checks
 * it and reads its manifest, and the activity keeps what it found. A new upload replaces it.
 */
export function ScormEditor({
  client,
  draft,
  moduleId,
}: {
  client: ApiClient;
  draft: ActivityDraftState;
  moduleId: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const upload = useUploadScormPackage(client, moduleId);
  const [problem, setProblem] = useState<string>();
  const content = draft.draft.content as ScormContent;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    try {
      const found = await upload.mutateAsync(file);
      draft.change((current) => ({
        ...current,
        content: {
          type: 'scorm',
          packageId: found.packageId,
          version: found.version,
          title: found.title,
          launch: found.launch,
          masteryScore: found.masteryScore,
        },
      }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className={styles.fields}>
      {content.packageId ? (
        <dl>
          <dt>
            <Trans>Package</Trans>
          </dt>
          <dd>{content.title || t`Untitled package`}</dd>
          <dt>
            <Trans>Standard</Trans>
          </dt>
          <dd>{content.version === '2004' ? 'SCORM 2004' : 'SCORM 1.2'}</dd>
          <dt>
            <Trans>Starts at</Trans>
          </dt>
          <dd>{content.launch}</dd>
          <dt>
            <Trans>Pass mark</Trans>
          </dt>
          <dd>
            {content.masteryScore === null
              ? t`None: the package decides`
              : `${content.masteryScore}%`}
          </dd>
        </dl>
      ) : (
        <p>
          <Trans>
            Upload a SCORM 1.2 or SCORM 2004 package: the .zip file your authoring tool exported, at
            most {megabytes} MB, with imsmanifest.xml at its root.
          </Trans>
        </p>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          aria-label={t`SCORM package (.zip)`}
          hidden
          onChange={(event) => void pick(event)}
        />
        <Button
          variant="secondary"
          loading={upload.isPending}
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {content.packageId ? <Trans>Replace package</Trans> : <Trans>Upload package</Trans>}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
