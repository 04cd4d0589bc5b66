import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import * as styles from '../../shared/page.css';

/** How long to keep asking whether a payment has opened what was bought, and how often. */
const paymentWaitMs = 60_000;
export const paymentPollMs = 2000;

export type PaymentWait = 'none' | 'waiting' | 'late';

/**
 * Back from the payment page (`order` in the address), the provider's event may land after the
 * buyer does: the page asks again every `paymentPollMs` while this says `waiting`, for a minute,
 * then says `late` rather than spinning for ever.
 */
export function usePaymentWait(order: string | undefined): PaymentWait {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!order) return;
    const timer = setTimeout(() => setLate(true), paymentWaitMs);
    return () => clearTimeout(timer);
  }, [order]);
  if (!order) return 'none';
  return late ? 'late' : 'waiting';
}

/** What a buyer reads while their payment has not opened the `thing` yet. */
export function PaymentNotice({ wait, thing }: { wait: PaymentWait; thing: string }) {
  if (wait === 'none') return null;
  return (
    <p role="status" className={styles.lead}>
      {wait === 'waiting'
        ? t`Payment received. The ${thing} opens here in a moment.`
        : t`Your payment has not reached Sparked yet. Reload this page in a few minutes; if the ${thing} still does not open, ask your school.`}
    </p>
  );
}
