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
          <dt>Package</dt>
          <dd>{content.title || 'Untitled package'}</dd>
          <dt>Standard</dt>
          <dd>SCORM {content.version === '2004' ? '2004' : '1.2'}</dd>
          <dt>Starts at</dt>
          <dd>{content.launch}</dd>
          <dt>Pass mark</dt>
          <dd>
            {content.masteryScore === null
              ? 'None: the package decides'
              : `${content.masteryScore}%`}
          </dd>
        </dl>
      ) : (
        <p>
          Upload a SCORM 1.2 or SCORM 2004 package: the .zip file your authoring tool exported, at
          most {megabytes} MB, with imsmanifest.xml at its root.
        </p>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          aria-label="SCORM package (.zip)"
          hidden
          onChange={(event) => void pick(event)}
        />
        <Button
          variant="secondary"
          loading={upload.isPending}
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {content.packageId ? 'Replace package' : 'Upload package'}
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
