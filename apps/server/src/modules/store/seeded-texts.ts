import type { TokenStoreResponse } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import { seededTexts } from '../../i18n/seeded-texts';
import { seededStoreTexts } from '../../seed/economy-catalogue';

const readSeeded = seededTexts(seededStoreTexts);

/** The store with the names and descriptions Sparked seeded in the reader's language (0046). */
export function storeInReadersLanguage(
  store: TokenStoreResponse['data'],
  read: Translate,
): TokenStoreResponse['data'] {
  const text = readSeeded(read);
  const named = <T extends { name: string; description: string }>(row: T): T => ({
    ...row,
    name: text(row.name),
    description: text(row.description),
  });
  return {
    categories: store.categories.map((category) => ({
      ...named(category),
      items: category.items.map(named),
    })),
  };
}
