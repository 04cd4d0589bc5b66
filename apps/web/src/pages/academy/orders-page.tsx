import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@sparked/contracts';
import {
  academyCatalogueQueryOptions,
  formatPrice,
  type OrderItem,
  orderStatusLabels,
  ordersQueryOptions,
  useOrderChange,
} from '@sparked/features/academy';
import { classListQueryOptions } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';

const shownDate = dateFormat('date');
const statusTones = {
  pending: 'neutral',
  paid: 'success',
  refunded: 'accent',
  cancelled: 'neutral',
} as const;

/** A choice's value names what it is: `module:{id}` or `class:{id}`. */
const itemOf = (value: string): OrderItem | null => {
  const [kind, id] = value.split(':');
  if (!id) return null;
  return kind === 'class' ? { classId: id } : { moduleId: id };
};

/**
 * An order paid outside Sparked (an invoice, a school's deal), which opens the module or admits
 * the learner to the class.
 */
function RecordOrder() {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const change = useOrderChange(session.client);
  const modules = useQuery(academyCatalogueQueryOptions(session.client, { price: 'paid' }));
  const classes = useQuery(classListQueryOptions(session.client, { price: 'paid' }));
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState('');
  const item = itemOf(choice);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    const learner = email.trim();
    const done = await report(
      () => change.mutateAsync({ kind: 'record', email: learner, item }),
      'classId' in item
        ? t`${learner} can take the class now.`
        : t`${learner} can take the module now.`,
    );
    if (done) setEmail('');
  };
  const options = [
    ...(modules.data?.modules ?? []).map(({ id, title, price }) => {
      const cost = formatPrice(price);
      return { value: `module:${id}`, label: t`Module: ${title} (${cost})` };
    }),
    ...(classes.data?.classes ?? []).map(({ id, name, price }) => {
      const cost = formatPrice(price);
      return { value: `class:${id}`, label: t`Class: ${name} (${cost})` };
    }),
  ];
  return (
    <Card as="section" heading={t`Record a paid order`} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)}>
        <Inline gap={3} align="end" wrap>
          <TextField
            label={t`Learner's email`}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Select
            label={t`What they paid for`}
            placeholder={
              options.length ? t`Choose a paid module or class` : t`Nothing is for sale yet`
            }
            options={options}
            value={choice}
            onValueChange={setChoice}
            disabled={options.length === 0}
          />
          <Button type="submit" loading={change.isPending} disabled={!item}>
            <Trans>Record as paid</Trans>
          </Button>
        </Inline>
      </form>
    </Card>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useLingui();
  const { session } = useSession();
  const amount = formatPrice({ amount: order.amount, currency: order.currency });
  const { buyer } = order;
  const item = order.item.title;
  const { confirm } = useDialogs();
  const report = useReportedAction();
  const change = useOrderChange(session.client);
  const refund = async () => {
    try {
      await confirm({
        type: 'danger',
        title: t`Refund ${amount}?`,
        message: t`${buyer} gets the money back and can no longer open “${item}”. Their record is kept.`,
        confirmLabel: t`Refund`,
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    await report(
      () => change.mutateAsync({ kind: 'refund', id: order.id }),
      t`The order is refunded.`,
    );
  };
  return (
    <tr>
      <th scope="row" className={tableStyles.cell}>
        {order.item.title}
        <span className={styles.note}> ({order.item.kind === 'class' ? t`class` : t`module`})</span>
      </th>
      <td className={tableStyles.cell}>{order.buyer}</td>
      <td className={tableStyles.cell}>{amount}</td>
      <td className={tableStyles.cell}>
        <Badge tone={statusTones[order.status]}>{orderStatusLabels[order.status]}</Badge>{' '}
        <span className={styles.note}>{order.provider === 'manual' ? t`by hand` : 'Stripe'}</span>
      </td>
      <td className={tableStyles.cell}>{shownDate.format(new Date(order.createdAt))}</td>
      <td className={tableStyles.cell}>
        {order.status === 'paid' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={change.isPending}
            onClick={() => void refund()}
          >
            <Trans>
              Refund<VisuallyHidden> {buyer}'s order</VisuallyHidden>
            </Trans>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Every order for paid modules and classes (admins): who bought what, refunds, and orders paid by
 * invoice.
 */
export function OrdersPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const orders = useQuery(ordersQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>Orders</Trans>
      </h1>
      <RecordOrder />
      <Card as="section" heading={t`All orders`} headingLevel={2}>
        <QueryState query={orders} loading={t`Loading the orders`} what={t`The orders`}>
          {(list) =>
            list.length === 0 ? (
              <p className={styles.note}>
                <Trans>Nobody has bought anything yet.</Trans>
              </p>
            ) : (
              <TableScroll label={t`Orders`}>
                <table className={tableStyles.table}>
                  <HeaderRow labels={[t`Bought`, t`Buyer`, t`Amount`, t`Status`, t`Date`, '']} />
                  <tbody>
                    {list.map((order) => (
                      <OrderRow key={order.id} order={order} />
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )
          }
        </QueryState>
      </Card>
    </Stack>
  );
}
