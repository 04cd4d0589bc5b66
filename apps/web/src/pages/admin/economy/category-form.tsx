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
  const { session } = useSession();
  const save = useStoreCategorySave(session.client);
  return (
    <SaveForm
      mutation={save}
      submitLabel={category ? 'Save the category' : 'Add the category'}
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
      saved={(form) => `${String(form.get('name'))} is saved.`}
      onSaved={onDone}
    >
      <Inline gap={3} align="end" wrap>
        <TextField label="Name" name="name" required maxLength={60} defaultValue={category?.name} />
        <TextField
          label="Slug"
          name="slug"
          required
          maxLength={40}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          description="Lower-case words joined by hyphens."
          defaultValue={category?.slug}
        />
        <TextField
          label="Place"
          name="position"
          type="number"
          min={0}
          max={1000}
          step={1}
          description="Smaller comes first."
          defaultValue={category?.position ?? 0}
        />
      </Inline>
      <TextField
        label="Description"
        name="description"
        maxLength={300}
        defaultValue={category?.description}
      />
    </SaveForm>
  );
}
