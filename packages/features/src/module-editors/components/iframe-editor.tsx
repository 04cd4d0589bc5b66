import { type ActivityContent, aspectRatios, sandboxPermissions } from '@sparked/contracts';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { embeddableHostsQueryOptions } from '../api/embeddable-hosts';
import { cssAspectRatio, embedProblem } from '../model/embed-check';
import * as styles from './activity-editor.css';
import type { ActivityDraftState } from './activity-editor-frame';

type IframeContent = Extract<ActivityContent, { type: 'iframe' }>;

const permissionLabels: Record<(typeof sandboxPermissions)[number], string> = {
  'allow-scripts': 'Run scripts',
  'allow-same-origin': 'Keep its own sign-in and storage',
  'allow-forms': 'Send forms',
  'allow-popups': 'Open new windows',
};

/**
 * The iframe activity (spec §2 /modules/{m}/iframe/{a}): a page from an allowed site, checked as
 * it is typed and shown live as learners will see it, with the time they must keep it open.
 */
export function IframeEditor({ client, draft }: { client: ApiClient; draft: ActivityDraftState }) {
  const hosts = useQuery(embeddableHostsQueryOptions(client));
  const content = draft.draft.content as IframeContent;
  const update = (patch: Partial<IframeContent>, mergeKey?: string) =>
    draft.change((current) => ({ ...current, content: { ...content, ...patch } }), mergeKey);
  const problem = hosts.data ? embedProblem(content.url, hosts.data) : null;
  return (
    <>
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={content.url}
        error={content.url && problem ? problem : undefined}
        description={
          hosts.data
            ? `Sites you may embed: ${hosts.data.join(', ')}.`
            : 'Loading the allowed sites…'
        }
        onChange={(event) => update({ url: event.target.value.trim() }, 'url')}
      />
      <div className={styles.fields}>
        <TextField
          label="Title for screen readers"
          value={content.title}
          maxLength={200}
          onChange={(event) => update({ title: event.target.value }, 'frame-title')}
        />
        <Select
          label="Shape"
          options={aspectRatios.map((ratio) => ({ value: ratio, label: ratio }))}
          value={content.aspectRatio}
          onValueChange={(value) => update({ aspectRatio: value as IframeContent['aspectRatio'] })}
        />
        <TextField
          label="Seconds to complete"
          description="How long a learner keeps it open before it counts as done."
          type="number"
          min={0}
          max={3600}
          value={content.requiredSeconds}
          onChange={(event) =>
            update(
              {
                requiredSeconds: Math.min(
                  3600,
                  Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                ),
              },
              'seconds',
            )
          }
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>What the page may do</legend>
        {sandboxPermissions.map((permission) => (
          <label key={permission}>
            <input
              type="checkbox"
              checked={content.sandbox.includes(permission)}
              onChange={(event) =>
                update({
                  sandbox: event.target.checked
                    ? [...content.sandbox, permission]
                    : content.sandbox.filter((granted) => granted !== permission),
                })
              }
            />
            {permissionLabels[permission]}
          </label>
        ))}
      </fieldset>
      {content.url && !problem && hosts.data ? (
        <iframe
          title={content.title || draft.draft.title}
          src={content.url}
          sandbox={content.sandbox.join(' ')}
          className={styles.previewFrame}
          style={{ aspectRatio: cssAspectRatio(content.aspectRatio) }}
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      ) : (
        <p className={styles.note}>The preview appears here once the address can be embedded.</p>
      )}
    </>
  );
}
