import type { Order } from '@sparked/contracts';
import {
  academyCatalogueQueryOptions,
  formatPrice,
  orderStatusLabels,
  ordersQueryOptions,
  useOrderChange,
} from '@sparked/features/academy';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as classStyles from '../classes/classes.css';
import { HeaderRow } from '../classes/header-row';
import { TableScroll } from '../classes/table-scroll';
import * as styles from '../page.css';
import { QueryState } from '../query-state';
import { useReportedAction } from '../use-reported-action';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const statusTones = {
  pending: 'neutral',
  paid: 'success',
  refunded: 'accent',
  cancelled: 'neutral',
} as const;

/** An order paid outside Sparked (an invoice, a school's deal), which opens the module. */
function RecordOrder() {
  const { session } = useSession();
  const report = useReportedAction();
  const change = useOrderChange(session.client);
  const paid = useQuery(academyCatalogueQueryOptions(session.client, { price: 'paid' }));
  const [email, setEmail] = useState('');
  const [moduleId, setModuleId] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!moduleId) return;
    const done = await report(
      () => change.mutateAsync({ kind: 'record', email: email.trim(), moduleId }),
      `${email.trim()} can take the module now.`,
    );
    if (done) setEmail('');
  };
  const options = (paid.data?.modules ?? []).map((module) => ({
    value: module.id,
    label: `${module.title} (${formatPrice(module.price)})`,
  }));
  return (
    <Card as="section" heading="Record a paid order" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)}>
        <Inline gap={3} align="end" wrap>
          <TextField
            label="Learner's email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Select
            label="Module"
            placeholder={options.length ? 'Choose a paid module' : 'No paid module is listed'}
            options={options}
            value={moduleId}
            onValueChange={setModuleId}
            disabled={options.length === 0}
          />
          <Button type="submit" loading={change.isPending} disabled={!moduleId}>
            Record as paid
          </Button>
        </Inline>
      </form>
    </Card>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { session } = useSession();
  const { confirm } = useDialogs();
  const report = useReportedAction();
  const change = useOrderChange(session.client);
  const refund = async () => {
    try {
      await confirm({
        type: 'danger',
        title: `Refund ${formatPrice({ amount: order.amount, currency: order.currency })}?`,
        message: `${order.buyer} gets the money back and can no longer open “${order.module.title}”. Their record is kept.`,
        confirmLabel: 'Refund',
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    await report(
      () => change.mutateAsync({ kind: 'refund', id: order.id }),
      'The order is refunded.',
    );
  };
  return (
    <tr>
      <th scope="row" className={classStyles.cell}>
        {order.module.title}
      </th>
      <td className={classStyles.cell}>{order.buyer}</td>
      <td className={classStyles.cell}>
        {formatPrice({ amount: order.amount, currency: order.currency })}
      </td>
      <td className={classStyles.cell}>
        <Badge tone={statusTones[order.status]}>{orderStatusLabels[order.status]}</Badge>{' '}
        <span className={styles.note}>{order.provider === 'manual' ? 'by hand' : 'Stripe'}</span>
      </td>
      <td className={classStyles.cell}>{dateFormat.format(new Date(order.createdAt))}</td>
      <td className={classStyles.cell}>
        {order.status === 'paid' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={change.isPending}
            onClick={() => void refund()}
          >
            Refund<VisuallyHidden> {order.buyer}'s order</VisuallyHidden>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Every order for paid modules (admins): who bought what, refunds, and orders paid by invoice. */
export function OrdersPage() {
  const { session } = useSession();
  const orders = useQuery(ordersQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Orders</h1>
      <RecordOrder />
      <Card as="section" heading="All orders" headingLevel={2}>
        <QueryState query={orders} loading="Loading the orders" what="The orders">
          {(list) =>
            list.length === 0 ? (
              <p className={styles.note}>Nobody has bought a module yet.</p>
            ) : (
              <TableScroll label="Orders">
                <table className={classStyles.table}>
                  <HeaderRow labels={['Module', 'Buyer', 'Amount', 'Status', 'Date', '']} />
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
