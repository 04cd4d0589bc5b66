import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import type { ReactNode } from 'react';
import { SaveForm } from '../../shared/save-form';
import { isoOf, WindowFields } from './window-fields';

/** What every windowed thing (an event, a competition) is saved with, whatever else it holds. */
type WindowedFields = {
  slug: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
};

type Save<Fields> =
  | { kind: 'create'; fields: Fields }
  | { kind: 'update'; slug: string; fields: Partial<Fields> };

/**
 * The form for a new windowed thing or the changes to one (admins): title, address (new ones
 * only), description and window, then `children` for the rest, which `rest` reads back from the
 * submitted form. `onDone` closes it, saved or cancelled.
 */
export function WindowedForm<Fields extends WindowedFields>({
  saved,
  createLabel,
  address,
  save,
  rest,
  onDone,
  children,
}: {
  saved: WindowedFields | undefined;
  /** The create button's words: "Create competition". */
  createLabel: string;
  /** Where its page lives, before the slug: "/competitions/". */
  address: string;
  save: {
    mutateAsync: (save: Save<Fields>) => Promise<unknown>;
    isPending: boolean;
    error: Error | null;
  };
  rest: (form: FormData) => Omit<Fields, keyof WindowedFields>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const send = (form: FormData) => {
    // The shared fields and the rest make up all of `Fields` but the slug.
    const fields = {
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      startsAt: isoOf(form.get('startsAt')),
      endsAt: isoOf(form.get('endsAt')),
      ...rest(form),
    } as Omit<Fields, 'slug'>;
    return save.mutateAsync(
      saved
        ? { kind: 'update', slug: saved.slug, fields: fields as Partial<Fields> }
        : { kind: 'create', fields: { ...fields, slug: String(form.get('slug') ?? '') } as Fields },
    );
  };
  return (
    <SaveForm
      mutation={save}
      save={send}
      saved={(form) => t`${String(form.get('title'))} is saved.`}
      onSaved={onDone}
      submitLabel={saved ? t`Save changes` : createLabel}
      actions={
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      <TextField
        label={t`Title`}
        name="title"
        required
        maxLength={120}
        defaultValue={saved?.title}
      />
      {saved ? null : (
        <TextField
          label={t`Address`}
          name="slug"
          required
          maxLength={60}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          description={t`Lower-case words joined by hyphens; the page is ${address} and this.`}
        />
      )}
      <TextArea
        label={t`Description`}
        name="description"
        maxLength={2000}
        autoGrow
        defaultValue={saved?.description}
      />
      <WindowFields startsAt={saved?.startsAt} endsAt={saved?.endsAt} />
      {children}
    </SaveForm>
  );
}
