import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ModuleLicence,
  type AcademyModulePage as ModulePage,
  moduleLicences,
} from '@sparked/contracts';
import {
  academyModuleQueryOptions,
  formatPrice,
  useAcademyEnrol,
  useCheckout,
} from '@sparked/features/academy';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as academy from './academy.css';
import { ByAuthors, moduleFacts } from './academy-card';
import { PaymentNotice, type PaymentWait, paymentPollMs, usePaymentWait } from './payment-wait';

const route = getRouteApi('/_authenticated/_gamified/academy/modules/$moduleId');

/** The module's licence, linked to its terms when it has a public licence. */
function LicenceName({ licence }: { licence: ModuleLicence }) {
  const { short, url } = moduleLicences[licence];
  return url ? (
    <a href={url} rel="license">
      {short}
    </a>
  ) : (
    short
  );
}

/** Taking the module: open it when enrolled, start it when free, pay for it when priced. */
function TakeModule({ module, wait }: { module: ModulePage; wait: PaymentWait }) {
  const { session, claims } = useSession();
  const navigate = useNavigate();
  const enrol = useAcademyEnrol(session.client);
  const checkout = useCheckout(session.client);
  if (module.enrolment) {
    return (
      <Button asChild>
        <Link
          to="/student-journey/classes/$classId/modules/$moduleId"
          params={{ classId: module.enrolment.classId, moduleId: module.id }}
        >
          <Trans>Open the module</Trans>
        </Link>
      </Button>
    );
  }
  if (claims?.user_role !== 'student') {
    return (
      <p className={styles.note}>
        <Trans>Students take modules here; staff preview them in authoring.</Trans>
      </p>
    );
  }
  if (wait !== 'none') return <PaymentNotice wait={wait} thing="module" />;
  if (module.price && !module.purchasable) {
    return (
      <p className={styles.lead}>
        <Trans>This module cannot be bought yet.</Trans>
      </p>
    );
  }
  const problem = enrol.error ?? checkout.error;
  const price = formatPrice(module.price);
  return (
    <Stack gap={2} align="start">
      {module.price ? (
        <Button
          loading={checkout.isPending}
          onClick={() =>
            void checkout
              .mutateAsync({ moduleId: module.id })
              .then(({ url }) => window.location.assign(url))
              .catch(() => {})
          }
        >
          <Trans>Buy for {price}</Trans>
        </Button>
      ) : (
        <Button
          loading={enrol.isPending}
          onClick={() =>
            void enrol
              .mutateAsync(module.id)
              .then(({ classId }) =>
                navigate({
                  to: '/student-journey/classes/$classId/modules/$moduleId',
                  params: { classId, moduleId: module.id },
                }),
              )
              .catch(() => {})
          }
        >
          <Trans>Start this module</Trans>
        </Button>
      )}
      {problem ? (
        <p role="alert" className={styles.errorText}>
          {problem.message}
        </p>
      ) : null}
    </Stack>
  );
}

/**
 * A module's academy page: what it is, who made it, what you will learn (its outline), and the
 * way to take it. Back from the payment page (`?order=`), it waits for the payment to open it.
 */
export function AcademyModulePage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { moduleId } = route.useParams();
  const { order } = route.useSearch();
  const wait = usePaymentWait(order);
  const module = useQuery({
    ...academyModuleQueryOptions(session.client, moduleId),
    refetchInterval: (query) =>
      wait === 'waiting' && !query.state.data?.enrolment ? paymentPollMs : false,
  });
  return (
    <Stack gap={4}>
      <Link to="/academy" className={styles.note}>
        <Trans>← Academy</Trans>
      </Link>
      <QueryState
        query={module}
        loading={t`Loading the module`}
        what={t`This module`}
        title={t`Module`}
      >
        {(data) => (
          <Stack gap={5}>
            <Stack gap={2}>
              <h1 className={styles.title}>{data.title}</h1>
              <p className={styles.note}>
                {moduleFacts(data)} · {formatPrice(data.price)}
              </p>
              <p className={styles.note}>
                <ByAuthors names={data.authors} /> · <LicenceName licence={data.licence} />
              </p>
            </Stack>
            {data.coverImage ? (
              <img src={data.coverImage} alt="" className={academy.cover} />
            ) : null}
            {data.description ? <p className={styles.lead}>{data.description}</p> : null}
            <TakeModule module={data} wait={data.enrolment ? 'none' : wait} />
            <Card as="section" heading={t`What you will learn`} headingLevel={2}>
              <Stack gap={3}>
                {data.sections.map((section) => (
                  <div key={section.title}>
                    <h3 className={styles.subheading}>{section.title}</h3>
                    <ul className={styles.steps}>
                      {section.units.flatMap((unit) =>
                        unit.activities.map((activity) => (
                          <li key={`${unit.title}:${activity.title}`}>
                            {activity.title} <span className={styles.note}>({unit.title})</span>
                          </li>
                        )),
                      )}
                    </ul>
                  </div>
                ))}
              </Stack>
            </Card>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
