import { Trans, useLingui } from '@lingui/react/macro';
import { type ClassLanding, codeLength } from '@sparked/contracts';
import { formatPrice, useCheckout } from '@sparked/features/academy';
import {
  classLandingQueryOptions,
  myClassesQueryOptions,
  useClassMembership,
} from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { PaymentNotice, paymentPollMs, usePaymentWait } from '../academy/payment-wait';
import { ClassNotice, ClassSummary, closedText, requestPendingText } from './class-summary';
import { SignInFirst } from './sign-in-first';

const goToClass = (classId: string) =>
  ({ to: '/student-journey/classes/$classId', params: { classId } }) as const;

/** The join form: the code (given by the link, or typed), then one button. */
function JoinForm({ classId, code, open }: { classId: string; code?: string; open: boolean }) {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const navigate = useNavigate();
  const { join } = useClassMembership(session.client);
  const [typed, setTyped] = useState(code ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await join.mutateAsync({ classId, code: typed.trim() || undefined });
    if (result.status === 'active') {
      notify({ type: 'success', title: t`Welcome`, message: t`You joined the class.` });
      await navigate(goToClass(classId));
    }
  };
  if (join.data?.status === 'pending') {
    return <ClassNotice>{i18n._(requestPendingText)}</ClassNotice>;
  }
  return (
    <Card>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <Stack gap={3} align="start">
          <TextField
            label={t`Join code`}
            name="code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={codeLength + 4}
            description={
              open
                ? t`Anyone may join this class; a code is not needed.`
                : t`The 8-letter code your teacher gave you. Without one, your teacher is asked to accept you.`
            }
            error={join.error?.message}
          />
          <Button type="submit" loading={join.isPending}>
            <Trans>Join class</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** A paid class: one button to the payment page, or why it cannot be bought. */
function BuyPlace({ classId, landing }: { classId: string; landing: ClassLanding }) {
  const { session } = useSession();
  const checkout = useCheckout(session.client);
  if (!landing.price || !landing.purchasable) {
    return (
      <ClassNotice>
        <Trans>A place in this class cannot be bought yet. Ask your school.</Trans>
      </ClassNotice>
    );
  }
  const price = formatPrice(landing.price);
  return (
    <Card>
      <Stack gap={3} align="start">
        <p className={styles.lead}>
          <Trans>A place in this class is paid. Once paid, you are in.</Trans>
        </p>
        <Button
          loading={checkout.isPending}
          onClick={() =>
            void checkout
              .mutateAsync({ classId })
              .then(({ url }) => window.location.assign(url))
              .catch(() => {})
          }
        >
          <Trans>Buy a place for {price}</Trans>
        </Button>
        {checkout.error ? (
          <p role="alert" className={styles.errorText}>
            {checkout.error.message}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Joining a class (spec §2 …/enroll and …/{couponCode}): what the class is, then the join form,
 * or the way to buy a place in a paid class; a visitor is sent to sign in or register first and
 * brought back here. Back from the payment page (`order`), it waits for the payment to admit them.
 */
export function JoinClass({
  classId,
  code,
  order,
}: {
  classId: string;
  code?: string;
  order?: string;
}) {
  const { t, i18n } = useLingui();
  const { session, claims } = useSession();
  const landing = useQuery(classLandingQueryOptions(session.client, classId));
  const wait = usePaymentWait(order);
  const classes = useQuery({
    ...myClassesQueryOptions(session.client),
    enabled: Boolean(claims),
    refetchInterval: (query) =>
      wait === 'waiting' && !query.state.data?.some((entry) => entry.id === classId)
        ? paymentPollMs
        : false,
  });
  return (
    <QueryState
      query={landing}
      loading={t`Loading the class`}
      what={t`This class`}
      title={t`Join a class`}
    >
      {(data) => {
        if (!claims) {
          const { name, teacher } = data;
          return (
            <SignInFirst
              title={name}
              reason={t`Sign in or create a student account to join ${name}, taught by ${teacher}.`}
            />
          );
        }
        const membership = classes.data?.find((entry) => entry.id === classId);
        return (
          <ClassSummary landing={data}>
            {classes.isPending ? (
              <Spinner label={t`Checking your classes`} />
            ) : membership?.status === 'active' ? (
              <Card>
                <Stack gap={3} align="start">
                  <p className={styles.lead}>
                    <Trans>You are in this class.</Trans>
                  </p>
                  <Link {...goToClass(classId)} className={styles.headingLink}>
                    <Trans>Go to the class</Trans>
                  </Link>
                </Stack>
              </Card>
            ) : wait !== 'none' ? (
              <Card>
                <PaymentNotice wait={wait} thing="class" />
              </Card>
            ) : membership?.status === 'pending' ? (
              <ClassNotice>{i18n._(requestPendingText)}</ClassNotice>
            ) : data.joinMode === 'closed' ? (
              <ClassNotice>{i18n._(closedText)}</ClassNotice>
            ) : data.price ? (
              <BuyPlace classId={classId} landing={data} />
            ) : (
              <JoinForm classId={classId} code={code} open={data.joinMode === 'open'} />
            )}
          </ClassSummary>
        );
      }}
    </QueryState>
  );
}
