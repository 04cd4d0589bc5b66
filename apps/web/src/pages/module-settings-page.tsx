import {
  type ModuleLicence,
  type ModuleWithOutline,
  moduleLevels,
  moduleLicenceIds,
  moduleLicences,
} from '@sparked/contracts';
import { useUploadModuleImage } from '@sparked/features/module-editors';
import { moduleQueryOptions, useUpdateModule } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
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
const levelOptions = moduleLevels.map((level) => ({
  value: level,
  label: level[0]?.toUpperCase() + level.slice(1),
}));
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
    ? `${name}. Exports and course packages say so, with the licence's address.`
    : 'Others may use it only in courses it is shared with. Exports say so.';
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
      <span className={styles.term}>Cover image</span>
      {value ? (
        <img src={value} alt="The module's cover" className={styles.cover} />
      ) : (
        <p className={styles.note}>No cover yet.</p>
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
          {value ? 'Replace cover' : 'Choose cover'}
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Remove cover
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
      notify({ type: 'success', title: 'Saved', message: 'The module’s settings are saved.' });
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
          label="Title"
          value={details.title}
          maxLength={200}
          required
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextArea
          label="Description"
          value={details.description}
          maxLength={5000}
          autoGrow
          onChange={(event) => set({ description: event.target.value })}
        />
        <div className={styles.filters}>
          <TextField
            label="Subject"
            value={details.subject}
            maxLength={100}
            onChange={(event) => set({ subject: event.target.value })}
          />
          <Select
            label="Level"
            options={levelOptions}
            value={details.level}
            onValueChange={(level) => set({ level: level as Details['level'] })}
          />
          <TextField
            label="Language"
            description="A code such as en or pt-BR."
            value={details.language}
            maxLength={6}
            onChange={(event) => set({ language: event.target.value })}
          />
          <TextField
            label="Minutes to complete"
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
          label="Licence"
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
          label="List it in the academy"
          description="Once published, anyone can find and take it."
          checked={details.listedInAcademy}
          onCheckedChange={(listedInAcademy) => set({ listedInAcademy })}
        />
        <PriceField
          label="Charge for it in the academy"
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
            Save settings
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** A module's settings (spec §2 /educator/modules/{m}/settings): details, cover, academy, publishing, export. */
export function ModuleSettingsPage() {
  const { session } = useSession();
  const { moduleId } = route.useRouteContext();
  const module = useQuery(moduleQueryOptions(session.client, moduleId));
  return (
    <Stack gap={5}>
      <Link to="/educator/modules/$moduleId/contents" params={{ moduleId }} className={styles.note}>
        ← Module contents
      </Link>
      <h1 className={styles.title}>Settings{module.data ? ` of ${module.data.title}` : ''}</h1>
      {module.isPending ? (
        <Spinner label="Loading the settings" />
      ) : module.isError ? (
        <p className={styles.errorText}>{module.error.message}</p>
      ) : (
        <>
          <Card heading="Publishing" as="section">
            <PublishControls module={module.data} />
          </Card>
          <Card heading="Details" as="section">
            <SettingsForm key={module.data.updatedAt} module={module.data} />
          </Card>
          <Card heading="Export" as="section">
            <ModuleExport module={module.data} />
          </Card>
        </>
      )}
    </Stack>
  );
}
