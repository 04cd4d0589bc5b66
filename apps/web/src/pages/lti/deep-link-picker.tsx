import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LtiDeepLink, LtiDeepLinkModule } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { EmptyState } from '@sparked/ui/empty-state';
import { BooksPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import * as page from '../../shared/page.css';
import * as styles from './deep-link.css';

/** One thing the teacher may add: a whole module (activityId null) or one of its activities. */
export interface DeepLinkChoice {
  moduleId: string;
  activityId: string | null;
}

const keyOf = (choice: DeepLinkChoice) => `${choice.moduleId}/${choice.activityId ?? ''}`;

const storageKeyOf = (requestId: string) => `lti-deep-link:${requestId}`;

/**
 * The choice so far, kept in session storage so a reload keeps it. A browser that denies storage
 * to a frame of another site (the LMS's) keeps it in memory only.
 */
function useKeptChoice(requestId: string) {
  const [chosen, setChosen] = useState<DeepLinkChoice[]>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(storageKeyOf(requestId)) ?? '[]');
      return Array.isArray(kept) ? (kept as DeepLinkChoice[]) : [];
    } catch {
      return [];
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKeyOf(requestId), JSON.stringify(chosen));
    } catch {
      // Storage denied: the choice lives as long as the page.
    }
  }, [requestId, chosen]);
  return [chosen, setChosen] as const;
}

/** The modules whose title or subject, or whose activities' titles, have the words searched. */
export function matching(modules: readonly LtiDeepLinkModule[], search: string) {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return modules;
  const has = (text: string) => words.every((word) => text.toLocaleLowerCase().includes(word));
  return modules.flatMap((module) => {
    if (has(`${module.title} ${module.subject}`)) return [module];
    const activities = module.activities.filter((activity) => has(activity.title));
    return activities.length > 0 ? [{ ...module, activities }] : [];
  });
}

function ChoiceInput({
  choice,
  multiple,
  group,
  checked,
  onToggle,
  label,
  meta,
}: {
  choice: DeepLinkChoice;
  multiple: boolean;
  group: string;
  checked: boolean;
  onToggle: (choice: DeepLinkChoice, on: boolean) => void;
  label: string;
  meta: string;
}) {
  return (
    <label className={styles.choice}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={multiple ? undefined : group}
        value={keyOf(choice)}
        checked={checked}
        onChange={(event) => onToggle(choice, event.target.checked)}
      />
      <span>
        {label} <span className={styles.meta}>{meta}</span>
      </span>
    </label>
  );
}

function ModuleChoices({
  module,
  multiple,
  group,
  chosen,
  onToggle,
}: {
  module: LtiDeepLinkModule;
  multiple: boolean;
  group: string;
  chosen: ReadonlySet<string>;
  onToggle: (choice: DeepLinkChoice, on: boolean) => void;
}) {
  const { t } = useLingui();
  // What each kind of activity is called beside its title.
  const typeLabels: Record<string, string> = {
    ebook: t`E-book`,
    'multi-ebook': t`E-book`,
    iframe: t`Embedded page`,
    form: t({ message: 'Form', comment: 'A kind of activity: a form of questions.' }),
  };
  const { subject } = module;
  const whole = { moduleId: module.id, activityId: null };
  return (
    <fieldset className={styles.moduleGroup}>
      <legend className={styles.moduleTitle}>{module.title}</legend>
      <ul className={styles.choices}>
        <li>
          <ChoiceInput
            choice={whole}
            multiple={multiple}
            group={group}
            checked={chosen.has(keyOf(whole))}
            onToggle={onToggle}
            label={t`The whole module`}
            meta={subject ? t`Its map · ${subject}` : t`Its map`}
          />
        </li>
        {module.activities.map((activity) => {
          const choice = { moduleId: module.id, activityId: activity.id };
          const maximum = activity.scoreMaximum;
          const scored =
            maximum === null
              ? ''
              : ` · ${t({
                  message: `scored out of ${maximum}, a gradebook column`,
                  comment: 'An activity the LMS grades: its highest score.',
                })}`;
          return (
            <li key={activity.id} className={styles.activity}>
              <ChoiceInput
                choice={choice}
                multiple={multiple}
                group={group}
                checked={chosen.has(keyOf(choice))}
                onToggle={onToggle}
                label={activity.title}
                meta={`${typeLabels[activity.type] ?? t`Activity`}${scored}`}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The deep linking picker: the published modules the teacher authors or views, and their
 * activities, searchable; checkboxes when the LMS takes several items, radio buttons when it
 * takes one. Submitting hands the choice on in the order the teacher made it.
 */
export function DeepLinkPicker({
  request,
  sending,
  error,
  onSubmit,
}: {
  request: LtiDeepLink;
  sending: boolean;
  error: string | null;
  onSubmit: (items: DeepLinkChoice[]) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useKeptChoice(request.id);
  const [missing, setMissing] = useState(false);
  const group = useId();
  const shown = useMemo(() => matching(request.modules, search), [request.modules, search]);
  const chosenKeys = useMemo(() => new Set(chosen.map(keyOf)), [chosen]);
  const multiple = request.acceptMultiple;

  if (request.modules.length === 0) {
    return (
      <EmptyState picture={<BooksPicture />} title={t`No published modules yet`}>
        <Trans>
          Modules you author or view appear here once they are published. Publish one in Sparked,
          then choose “add Sparked content” in your course again.
        </Trans>
      </EmptyState>
    );
  }

  const toggle = (choice: DeepLinkChoice, on: boolean) => {
    setMissing(false);
    const key = keyOf(choice);
    if (!multiple) setChosen(on ? [choice] : []);
    else setChosen((now) => (on ? [...now, choice] : now.filter((item) => keyOf(item) !== key)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setMissing(true);
    else onSubmit(chosen);
  };
  const problem = missing ? t`Choose a module or an activity first.` : error;
  const searched = search.trim();
  const count = chosen.length;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Choose Sparked content`}>
      <Stack gap={4}>
        <TextField
          label={t`Search modules and activities`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          description={
            multiple ? t`Choose one or several.` : t`Your course takes one item at a time here.`
          }
        />
        {shown.length === 0 ? (
          <p className={page.note} role="status">
            <Trans>Nothing matches “{searched}”. Try other words.</Trans>
          </p>
        ) : (
          shown.map((module) => (
            <ModuleChoices
              key={module.id}
              module={module}
              multiple={multiple}
              group={group}
              chosen={chosenKeys}
              onToggle={toggle}
            />
          ))
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            <Trans>Add to course</Trans>
          </Button>
          <span className={page.note} aria-live="polite">
            {plural(count, { one: '# chosen', other: '# chosen' })}
          </span>
          {problem ? (
            <p className={page.errorText} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
