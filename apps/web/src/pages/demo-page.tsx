import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link, type LinkProps } from '@tanstack/react-router';
import * as styles from '../shared/page.css';
import * as dashboard from './dashboard/dashboard.css';

type Stop = {
  heading: MessageDescriptor;
  text: MessageDescriptor;
  to: LinkProps['to'];
  action: MessageDescriptor;
};

/** The tour's stops: what a learner does here, in the order they meet it. */
const stops: readonly Stop[] = [
  {
    heading: msg`Your dashboard`,
    text: msg`Your avatar, your level, your streak of days with learning and the next activity of each module, at one glance.`,
    to: '/',
    action: msg`Open the dashboard`,
  },
  {
    heading: msg`Your journey`,
    text: msg`Each class a teacher puts you in, with its modules, your progress and where to go on. Activities are e-books, quizzes and simulations.`,
    to: '/student-journey',
    action: msg`See your journey`,
  },
  {
    heading: msg`The academy`,
    text: msg`Modules anyone can take on their own. Finish one and you earn a certificate that anyone can check.`,
    to: '/academy',
    action: msg`Browse the academy`,
  },
  {
    heading: msg`The points store`,
    text: msg`Learning earns achievement points, diamonds and experience. Spend them on styles for your avatar and power-ups such as a streak freeze.`,
    to: '/store',
    action: msg`Visit the store`,
  },
  {
    heading: msg`Your avatar`,
    text: msg`Dress up the cartoon that stands for you everywhere in Sparked, and choose your music and sound.`,
    to: '/profile',
    action: msg`Edit your avatar`,
  },
  {
    heading: msg`Janus, the help desk`,
    text: msg`Ask anything about Sparked. If something is broken, Janus files a ticket for you, and you can follow it on your profile.`,
    to: '/ai-tools/janus',
    action: msg`Ask Janus`,
  },
];

/** The demo landing (spec §2 `/pages/demo`): a short tour of what Sparked offers a learner. */
export function DemoPage() {
  const { t, i18n } = useLingui();
  return (
    <Stack gap={5}>
      <section className={dashboard.hero} aria-labelledby="demo-heading">
        <div className={dashboard.heroText}>
          <h1 id="demo-heading" className={styles.title}>
            <Trans>Welcome to Sparked</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Learn in short activities, keep a streak, earn points and spend them on your avatar.
              Here is what is where.
            </Trans>
          </p>
        </div>
      </section>
      <ol className={dashboard.tour} aria-label={t`A tour of Sparked`}>
        {stops.map((stop) => (
          <li key={stop.to}>
            <Card as="article" heading={i18n._(stop.heading)} headingLevel={2}>
              <Stack gap={3} align="start">
                <p className={styles.lead}>{i18n._(stop.text)}</p>
                <Button asChild variant="secondary">
                  <Link to={stop.to}>{i18n._(stop.action)}</Link>
                </Button>
              </Stack>
            </Card>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
