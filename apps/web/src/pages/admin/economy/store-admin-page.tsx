import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedStoreCategory, StoreItem } from '@sparked/contracts';
import { storeCategoriesQueryOptions, storeItemsQueryOptions } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { formatWalletAmount } from '@sparked/features/wallet';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Dialog } from '@sparked/ui/dialog';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';
import { EditButton } from '../edit-button';
import { CategoryForm } from './category-form';
import { StoreItemForm } from './store-item-form';

type Editing =
  | { kind: 'item'; item?: StoreItem }
  | { kind: 'category'; category?: ManagedStoreCategory }
  | null;

const limitText = (value: number | null) => (value === null ? translate`No limit` : String(value));

/**
 * The points store for admins: categories and items with their prices, stock and
 * limits, on sale or not. Every save is in the audit log with what changed.
 */
export function StoreAdminPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const items = useQuery(storeItemsQueryOptions(session.client));
  const categories = useQuery(storeCategoriesQueryOptions(session.client));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const categoryName = new Map((categories.data ?? []).map((each) => [each.id, each.name]));

  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Store</Trans>
      </h1>
      <Card as="section" heading={t`Categories`} headingLevel={2}>
        <QueryState query={categories} loading={t`Loading the categories`} what={t`The categories`}>
          {(list) => (
            <Stack gap={3} align="start">
              <TableScroll label={t`Store categories`}>
                <table className={tableStyles.table}>
                  <HeaderRow labels={[t`Category`, t`Slug`, t`Place`, '']} />
                  <tbody>
                    {list.map((category) => (
                      <tr key={category.id}>
                        <th scope="row" className={tableStyles.cell}>
                          {category.name}
                        </th>
                        <td className={tableStyles.cell}>{category.slug}</td>
                        <td className={tableStyles.cell}>{category.position}</td>
                        <td className={tableStyles.cell}>
                          <EditButton
                            what={t`the category ${category.name}`}
                            onClick={() => setEditing({ kind: 'category', category })}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Button variant="secondary" onClick={() => setEditing({ kind: 'category' })}>
                <Trans>New category</Trans>
              </Button>
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card as="section" heading={t`Items`} headingLevel={2}>
        <QueryState query={items} loading={t`Loading the items`} what={t`The store items`}>
          {(list) => (
            <Stack gap={3} align="start">
              <TableScroll label={t`Store items`}>
                <table className={tableStyles.table}>
                  <HeaderRow
                    labels={[t`Item`, t`Category`, t`Price`, t`Stock`, t`Each user`, t`Status`, '']}
                  />
                  <tbody>
                    {list.map((item) => (
                      <tr key={item.id}>
                        <th scope="row" className={tableStyles.cell}>
                          {item.name}
                        </th>
                        <td className={tableStyles.cell}>{categoryName.get(item.categoryId)}</td>
                        <td className={tableStyles.cell}>
                          {formatWalletAmount(item.price, item.currency)}
                        </td>
                        <td className={tableStyles.cell}>{limitText(item.stock)}</td>
                        <td className={tableStyles.cell}>{limitText(item.perUserLimit)}</td>
                        <td className={tableStyles.cell}>
                          <Badge tone={item.active ? 'success' : 'neutral'}>
                            {item.active ? t`On sale` : t`Not on sale`}
                          </Badge>
                        </td>
                        <td className={tableStyles.cell}>
                          <EditButton
                            what={item.name}
                            onClick={() => setEditing({ kind: 'item', item })}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Button
                onClick={() => setEditing({ kind: 'item' })}
                disabled={!categories.data?.length}
              >
                <Trans>New item</Trans>
              </Button>
            </Stack>
          )}
        </QueryState>
      </Card>
      <Dialog
        open={editing !== null}
        onClose={close}
        closeLabel={t`Cancel`}
        title={
          editing?.kind === 'item'
            ? editing.item
              ? t`Edit “${editing.item.name}”`
              : t`New item`
            : editing?.category
              ? t`Edit “${editing.category.name}”`
              : t`New category`
        }
      >
        {editing?.kind === 'item' ? (
          <StoreItemForm item={editing.item} categories={categories.data ?? []} onDone={close} />
        ) : null}
        {editing?.kind === 'category' ? (
          <CategoryForm category={editing.category} onDone={close} />
        ) : null}
      </Dialog>
      <p className={styles.note}>
        <Trans>Changes show in the store at once, and in the audit log.</Trans>
      </p>
    </Stack>
  );
}
