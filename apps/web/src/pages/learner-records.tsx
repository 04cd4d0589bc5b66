import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice, myOrdersQueryOptions, orderStatusLabels } from '@sparked/features/academy';
import { myCertificatesQueryOptions } from '@sparked/features/certificates';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { useToasts } from '@sparked/ui/toast';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../shared/page.css';
import { QueryState } from '../shared/query-state';

const shownDate = dateFormat('date');

function ShareLabel({ title }: { title: string }) {
  return (
    <Trans>
      Copy share link
      <VisuallyHidden> for {title}</VisuallyHidden>
    </Trans>
  );
}

function PdfLabel({ title }: { title: string }) {
  return (
    <Trans>
      PDF<VisuallyHidden> of {title}</VisuallyHidden>
    </Trans>
  );
}

/** The learner's certificates, each with its public page to share and its PDF. */
export function MyCertificates() {
  const { t } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const certificates = useQuery(myCertificatesQueryOptions(session.client));
  const share = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify({ type: 'success', title: t`Link copied`, message: url }),
      () => notify({ type: 'error', title: t`Copy did not work`, message: url }),
    );
  return (
    <Card heading={t`Certificates`} as="section">
      <QueryState
        query={certificates}
        loading={t`Loading your certificates`}
        what={t`Certificates`}
      >
        {(list) =>
          list.length === 0 ? (
            <p className={styles.note}>
              <Trans>Finish every activity of a module to earn its certificate.</Trans>
            </p>
          ) : (
            <ul className={styles.cardList}>
              {list.map((certificate) => (
                <li key={certificate.id} className={styles.itemMeta}>
                  <span className={styles.inlineRow}>
                    <a href={certificate.url} className={styles.headingLink}>
                      {certificate.module.title}
                    </a>
                    <span className={styles.note}>
                      {shownDate.format(new Date(certificate.issuedAt))}
                    </span>
                    {certificate.status === 'revoked' ? (
                      <Badge tone="error">{t`Revoked`}</Badge>
                    ) : null}
                  </span>
                  <span className={styles.inlineRow}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void share(certificate.url)}
                    >
                      <ShareLabel title={certificate.module.title} />
                    </Button>
                    <Button asChild size="sm" variant="ghost">
                      <a href={`/sparked-api/certificates/${certificate.id}/pdf`} download>
                        <PdfLabel title={certificate.module.title} />
                      </a>
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}

function OrderDate({ date, id }: { date: string; id: string }) {
  const day = shownDate.format(new Date(date));
  return (
    <Trans>
      {day} · order {id}
    </Trans>
  );
}

/** The learner's orders, as receipts. Shown only to someone who has bought something. */
export function MyOrders() {
  const { t } = useLingui();
  const { session } = useSession();
  const orders = useQuery(myOrdersQueryOptions(session.client));
  if (!orders.data?.length) return null;
  return (
    <Card heading={t`Orders`} as="section">
      <ul className={styles.cardList}>
        {orders.data.map((order) => (
          <li key={order.id} className={styles.itemMeta}>
            <span>{order.item.title}</span>
            <span className={styles.inlineRow}>
              <span>{formatPrice({ amount: order.amount, currency: order.currency })}</span>
              <Badge tone={order.status === 'paid' ? 'success' : 'neutral'}>
                {orderStatusLabels[order.status]}
              </Badge>
              <span className={styles.note}>
                <OrderDate date={order.paidAt ?? order.createdAt} id={order.id} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
