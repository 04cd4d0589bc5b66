import { Trans, useLingui } from '@lingui/react/macro';
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

/** What a web address starts with, shown in an empty address field: the same in every language. */
const httpsPrefix = 'https://';

type Permission = (typeof sandboxPermissions)[number];

/** What each sandbox permission lets the embedded page do, in the language active now. */
function usePermissionLabels(): Record<Permission, string> {
  const { t } = useLingui();
  return {
    'allow-scripts': t`Run scripts`,
    'allow-same-origin': t`Keep its own sign-in and storage`,
    'allow-forms': t`Send forms`,
    'allow-popups': t`Open new windows`,
  };
}

/**
 * The iframe activity (spec §2 /modules/{m}/iframe/{a}): a page from an allowed site, checked as
 * it is typed and shown live as learners will see it, with the time they must keep it open.
 */
export function IframeEditor({ client, draft }: { client: ApiClient; draft: ActivityDraftState }) {
  const { t } = useLingui();
  const permissionLabels = usePermissionLabels();
  const hosts = useQuery(embeddableHostsQueryOptions(client));
  const sites = hosts.data?.join(', ');
  const content = draft.draft.content as IframeContent;
  const update = (patch: Partial<IframeContent>, mergeKey?: string) =>
    draft.change((current) => ({ ...current, content: { ...content, ...patch } }), mergeKey);
  const problem = hosts.data ? embedProblem(content.url, hosts.data) : null;
  return (
    <>
      <TextField
        label={t({ message: 'Address', comment: 'A web address (URL).' })}
        type="url"
        inputMode="url"
        placeholder={httpsPrefix}
        value={content.url}
        error={content.url && problem ? problem : undefined}
        description={hosts.data ? t`Sites you may embed: ${sites}.` : t`Loading the allowed sites…`}
        onChange={(event) => update({ url: event.target.value.trim() }, 'url')}
      />
      <div className={styles.fields}>
        <TextField
          label={t`Title for screen readers`}
          value={content.title}
          maxLength={200}
          onChange={(event) => update({ title: event.target.value }, 'frame-title')}
        />
        <Select
          label={t({ message: 'Shape', comment: 'The width-to-height ratio, such as 16:9.' })}
          options={aspectRatios.map((ratio) => ({ value: ratio, label: ratio }))}
          value={content.aspectRatio}
          onValueChange={(value) => update({ aspectRatio: value as IframeContent['aspectRatio'] })}
        />
        <TextField
          label={t`Seconds to complete`}
          description={t`How long a learner keeps it open before it counts as done.`}
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
        <legend className={styles.legend}>
          <Trans>What the page may do</Trans>
        </legend>
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
        <p className={styles.note}>
          <Trans>The preview appears here once the address can be embedded.</Trans>
        </p>
      )}
    </>
  );
}
