import { useLingui } from '@lingui/react/macro';
import type { ManagedStoreCategory } from '@sparked/contracts';
import { useStoreCategorySave } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Inline } from '@sparked/ui/inline';
import { TextField } from '@sparked/ui/text-field';
import { SaveForm } from '../../../shared/save-form';

/** A store category's name, address word and place in the store. */
export function CategoryForm({
  category,
  onDone,
}: {
  category?: ManagedStoreCategory;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const save = useStoreCategorySave(session.client);
  return (
    <SaveForm
      mutation={save}
      submitLabel={category ? t`Save the category` : t`Add the category`}
      save={(form) =>
        save.mutateAsync({
          id: category?.id ?? null,
          fields: {
            name: String(form.get('name')),
            slug: String(form.get('slug')),
            description: String(form.get('description')),
            position: Number(form.get('position')),
          },
        })
      }
      saved={(form) => t`${String(form.get('name'))} is saved.`}
      onSaved={onDone}
    >
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`Name`}
          name="name"
          required
          maxLength={60}
          defaultValue={category?.name}
        />
        <TextField
          label={t`Slug`}
          name="slug"
          required
          maxLength={40}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          description={t`Lower-case words joined by hyphens.`}
          defaultValue={category?.slug}
        />
        <TextField
          label={t`Place`}
          name="position"
          type="number"
          min={0}
          max={1000}
          step={1}
          description={t`Smaller comes first.`}
          defaultValue={category?.position ?? 0}
        />
      </Inline>
      <TextField
        label={t`Description`}
        name="description"
        maxLength={300}
        defaultValue={category?.description}
      />
    </SaveForm>
  );
}
