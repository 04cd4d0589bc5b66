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
  const { session } = useSession();
  const { notify } = useToasts();
  const navigate = useNavigate();
  const { join } = useClassMembership(session.client);
  const [typed, setTyped] = useState(code ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await join.mutateAsync({ classId, code: typed.trim() || undefined });
    if (result.status === 'active') {
      notify({ type: 'success', title: 'Welcome', message: 'You joined the class.' });
      await navigate(goToClass(classId));
    }
  };
  if (join.data?.status === 'pending') {
    return <ClassNotice>{requestPendingText}</ClassNotice>;
  }
  return (
    <Card>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <Stack gap={3} align="start">
          <TextField
            label="Join code"
            name="code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={codeLength + 4}
            description={
              open
                ? 'Anyone may join this class; a code is not needed.'
                : 'The 8-letter code your teacher gave you. Without one, your teacher is asked to accept you.'
            }
            error={join.error?.message}
          />
          <Button type="submit" loading={join.isPending}>
            Join class
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
    return <ClassNotice>A place in this class cannot be bought yet. Ask your school.</ClassNotice>;
  }
  return (
    <Card>
      <Stack gap={3} align="start">
        <p className={styles.lead}>A place in this class is paid. Once paid, you are in.</p>
        <Button
          loading={checkout.isPending}
          onClick={() =>
            void checkout
              .mutateAsync({ classId })
              .then(({ url }) => window.location.assign(url))
              .catch(() => {})
          }
        >
          Buy a place for {formatPrice(landing.price)}
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
    <QueryState query={landing} loading="Loading the class" what="This class" title="Join a class">
      {(data) => {
        if (!claims) {
          return (
            <SignInFirst
              title={data.name}
              reason={`Sign in or create a student account to join ${data.name}, taught by ${data.teacher}.`}
            />
          );
        }
        const membership = classes.data?.find((entry) => entry.id === classId);
        return (
          <ClassSummary landing={data}>
            {classes.isPending ? (
              <Spinner label="Checking your classes" />
            ) : membership?.status === 'active' ? (
              <Card>
                <Stack gap={3} align="start">
                  <p className={styles.lead}>You are in this class.</p>
                  <Link {...goToClass(classId)} className={styles.headingLink}>
                    Go to the class
                  </Link>
                </Stack>
              </Card>
            ) : wait !== 'none' ? (
              <Card>
                <PaymentNotice wait={wait} thing="class" />
              </Card>
            ) : membership?.status === 'pending' ? (
              <ClassNotice>{requestPendingText}</ClassNotice>
            ) : data.joinMode === 'closed' ? (
              <ClassNotice>{closedText}</ClassNotice>
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
