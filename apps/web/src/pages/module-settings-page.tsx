import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  type ModuleLicence,
  type ModuleWithOutline,
  moduleLevels,
  moduleLicenceIds,
  moduleLicences,
} from '@sparked/contracts';
import { useUploadModuleImage } from '@sparked/features/module-editors';
import { moduleLevelLabels, moduleQueryOptions, useUpdateModule } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { Switch } from '@sparked/ui/switch';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import * as styles from '../shared/page.css';
import { PriceField } from '../shared/price-field';
import { ModuleExport } from './module-export';
import { PublishControls } from './module-publish-controls';

const route = getRouteApi('/_authenticated/_staff/educator/modules/$moduleId/settings');
const licenceOptions = moduleLicenceIds.map((licence) => ({
  value: licence,
  label: moduleLicences[licence].short,
}));

type Details = Pick<
  ModuleWithOutline,
  | 'title'
  | 'description'
  | 'subject'
  | 'level'
  | 'language'
  | 'estimatedMinutes'
  | 'licence'
  | 'listedInAcademy'
  | 'price'
  | 'coverImage'
>;

/** The fields settings edit, and only those: the server refuses anything else. */
const detailsOf = (module: ModuleWithOutline): Details => ({
  title: module.title,
  description: module.description,
  subject: module.subject,
  level: module.level,
  language: module.language,
  estimatedMinutes: module.estimatedMinutes,
  licence: module.licence,
  listedInAcademy: module.listedInAcademy,
  price: module.price,
  coverImage: module.coverImage,
});

/** What the chosen licence lets others do, in a line, as its exports will say it. */
function licenceHint(licence: ModuleLicence): string {
  const { name, url } = moduleLicences[licence];
  return url
    ? t({
        message: `${name}. Exports and course packages say so, with the licence's address.`,
        comment: 'name is a licence’s name, such as Creative Commons Attribution 4.0.',
      })
    : t`Others may use it only in courses it is shared with. Exports say so.`;
}

function CoverField({
  moduleId,
  value,
  onChange,
}: {
  moduleId: string;
  value: string | null;
  onChange: (src: string | null) => void;
}) {
  useLingui();
  const { session } = useSession();
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadModuleImage(session.client, moduleId);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    try {
      onChange((await upload.mutateAsync(file)).src);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Stack gap={2} align="start">
      <span className={styles.term}>
        <Trans>Cover image</Trans>
      </span>
      {value ? (
        <img src={value} alt={t`The module's cover`} className={styles.cover} />
      ) : (
        <p className={styles.note}>
          <Trans>No cover yet.</Trans>
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <Inline gap={2}>
        <Button
          size="sm"
          variant="secondary"
          loading={upload.isPending}
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {value ? <Trans>Replace cover</Trans> : <Trans>Choose cover</Trans>}
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            <Trans>Remove cover</Trans>
          </Button>
        ) : null}
      </Inline>
      {problem ? (
        <p role="alert" className={styles.errorText}>
          {problem}
        </p>
      ) : null}
    </Stack>
  );
}

function SettingsForm({ module }: { module: ModuleWithOutline }) {
  useLingui();
  const levelOptions = moduleLevels.map((level) => ({
    value: level,
    label: moduleLevelLabels[level],
  }));
  const { session } = useSession();
  const { notify } = useToasts();
  const update = useUpdateModule(session.client, module.id);
  const [details, setDetails] = useState<Details>(() => detailsOf(module));
  const focusAfterAction = useFocusAfterAction();
  const set = (patch: Partial<Details>) => setDetails((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync(details);
      notify({ type: 'success', title: t`Saved`, message: t`The module’s settings are saved.` });
      // Saved, the form is made anew from the module (its key): focus goes to its Save again.
      focusAfterAction(() => '#main-content [data-save-settings]');
    } catch {
      // The error is shown next to the button.
    }
  };
  const readOnly = module.role === 'viewer';
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <TextField
          label={t`Title`}
          value={details.title}
          maxLength={200}
          required
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextArea
          label={t`Description`}
          value={details.description}
          maxLength={5000}
          autoGrow
          onChange={(event) => set({ description: event.target.value })}
        />
        <div className={styles.filters}>
          <TextField
            label={t`Subject`}
            value={details.subject}
            maxLength={100}
            onChange={(event) => set({ subject: event.target.value })}
          />
          <Select
            label={t({ message: 'Level', comment: 'How hard a module is: beginner to advanced.' })}
            options={levelOptions}
            value={details.level}
            onValueChange={(level) => set({ level: level as Details['level'] })}
          />
          <TextField
            label={t({ message: 'Language', comment: 'The language a module is written in.' })}
            description={t`A code such as en or pt-BR.`}
            value={details.language}
            maxLength={6}
            onChange={(event) => set({ language: event.target.value })}
          />
          <TextField
            label={t`Minutes to complete`}
            type="number"
            min={0}
            max={10_000}
            value={details.estimatedMinutes}
            onChange={(event) =>
              set({ estimatedMinutes: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
            }
          />
        </div>
        <Select
          label={t`Licence`}
          description={licenceHint(details.licence)}
          options={licenceOptions}
          value={details.licence}
          onValueChange={(licence) => set({ licence: licence as ModuleLicence })}
        />
        <CoverField
          moduleId={module.id}
          value={details.coverImage}
          onChange={(coverImage) => set({ coverImage })}
        />
        <Switch
          label={t`List it in the academy`}
          description={t`Once published, anyone can find and take it.`}
          checked={details.listedInAcademy}
          onCheckedChange={(listedInAcademy) => set({ listedInAcademy })}
        />
        <PriceField
          label={t`Charge for it in the academy`}
          value={details.price}
          onChange={(price) => set({ price })}
        />
        {update.isError ? (
          <p role="alert" className={styles.errorText}>
            {update.error.message}
          </p>
        ) : null}
        <div>
          <Button
            type="submit"
            data-save-settings=""
            loading={update.isPending}
            disabled={readOnly}
          >
            <Trans>Save settings</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The page's heading: "Settings of <title>". */
function SettingsOf({ title }: { title: string }) {
  return <Trans>Settings of {title}</Trans>;
}

/** A module's settings (spec §2 /educator/modules/{m}/settings): details, cover, academy, publishing, export. */
export function ModuleSettingsPage() {
  useLingui();
  const { session } = useSession();
  const { moduleId } = route.useRouteContext();
  const module = useQuery(moduleQueryOptions(session.client, moduleId));
  return (
    <Stack gap={5}>
      <Link to="/educator/modules/$moduleId/contents" params={{ moduleId }} className={styles.note}>
        <Trans>← Module contents</Trans>
      </Link>
      <h1 className={styles.title}>
        {module.data ? <SettingsOf title={module.data.title} /> : <Trans>Settings</Trans>}
      </h1>
      {module.isPending ? (
        <Spinner label={t`Loading the settings`} />
      ) : module.isError ? (
        <p className={styles.errorText}>{module.error.message}</p>
      ) : (
        <>
          <Card heading={t`Publishing`} as="section">
            <PublishControls module={module.data} />
          </Card>
          <Card heading={t`Details`} as="section">
            <SettingsForm key={module.data.updatedAt} module={module.data} />
          </Card>
          <Card
            heading={t({ message: 'Export', comment: 'A heading: exporting the module.' })}
            as="section"
          >
            <ModuleExport module={module.data} />
          </Card>
        </>
      )}
    </Stack>
  );
}
