import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ManagedStoreCategory,
  type StoreItem,
  type WalletName,
  walletNames,
} from '@sparked/contracts';
import { useStoreItemSave } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { walletLabel } from '@sparked/features/wallet';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';
import { SaveForm } from '../../../shared/save-form';

/** A count field's text: empty means "no limit". */
const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A store item's name, place, price, stock and limits: a new item's, or changes to one. What an
 * item is (an avatar part, a power-up's wallet) is kept as it was.
 */
export function StoreItemForm({
  item,
  categories,
  onDone,
}: {
  item?: StoreItem;
  categories: ManagedStoreCategory[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const save = useStoreItemSave(session.client);
  const [categoryId, setCategoryId] = useState(item?.categoryId ?? categories[0]?.id ?? '');
  const [currency, setCurrency] = useState<WalletName>(item?.currency ?? 'ACHIEVEMENT_POINTS');
  return (
    <SaveForm
      mutation={save}
      submitLabel={item ? t`Save the item` : t`Add the item`}
      save={(form) =>
        save.mutateAsync({
          id: item?.id ?? null,
          fields: {
            categoryId,
            name: String(form.get('name')),
            description: String(form.get('description')),
            image: item?.image ?? null,
            avatarPart: item?.avatarPart ?? null,
            grants: item?.grants ?? null,
            price: Number(form.get('price')),
            currency,
            stock: countOrNull(String(form.get('stock'))),
            perUserLimit: countOrNull(String(form.get('perUserLimit'))),
            quantityApplies: form.get('quantityApplies') === 'on',
            active: form.get('active') === 'on',
          },
        })
      }
      saved={(form) => t`${String(form.get('name'))} is saved.`}
      onSaved={onDone}
    >
      <Inline gap={3} align="end" wrap>
        <TextField label={t`Name`} name="name" required maxLength={80} defaultValue={item?.name} />
        <Select
          label={t`Category`}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          value={categoryId}
          onValueChange={setCategoryId}
        />
      </Inline>
      <TextField
        label={t`Description`}
        name="description"
        maxLength={500}
        defaultValue={item?.description}
      />
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`Price`}
          name="price"
          type="number"
          required
          min={0}
          step={1}
          defaultValue={item?.price ?? 0}
        />
        <Select
          label={t`Paid in`}
          options={walletNames.map((name) => ({ value: name, label: walletLabel(name) }))}
          value={currency}
          onValueChange={(value) => setCurrency(value as WalletName)}
        />
        <TextField
          label={t`Stock`}
          name="stock"
          type="number"
          min={0}
          step={1}
          description={t`Empty: no limit.`}
          defaultValue={item?.stock ?? ''}
        />
        <TextField
          label={t`Most one user may own`}
          name="perUserLimit"
          type="number"
          min={1}
          step={1}
          description={t`Empty: no limit.`}
          defaultValue={item?.perUserLimit ?? ''}
        />
      </Inline>
      <label className={styles.inlineRow}>
        <input
          type="checkbox"
          name="quantityApplies"
          defaultChecked={item?.quantityApplies ?? true}
          disabled={Boolean(item?.avatarPart)}
        />
        <Trans>Can be bought more than once</Trans>
      </label>
      <label className={styles.inlineRow}>
        <input type="checkbox" name="active" defaultChecked={item?.active ?? true} />
        <Trans>On sale</Trans>
      </label>
    </SaveForm>
  );
}
