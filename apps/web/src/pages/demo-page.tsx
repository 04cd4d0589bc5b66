import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link, type LinkProps } from '@tanstack/react-router';
import * as styles from '../shared/page.css';
import * as dashboard from './dashboard/dashboard.css';

type Stop = { heading: string; text: string; to: LinkProps['to']; action: string };

/** The tour's stops: what a learner does here, in the order they meet it. */
const stops: readonly Stop[] = [
  {
    heading: 'Your dashboard',
    text: 'Your avatar, your level, your streak of days with learning and the next activity of each module, at one glance.',
    to: '/',
    action: 'Open the dashboard',
  },
  {
    heading: 'Your journey',
    text: 'Each class a teacher puts you in, with its modules, your progress and where to go on. Activities are e-books, quizzes and simulations.',
    to: '/student-journey',
    action: 'See your journey',
  },
  {
    heading: 'The academy',
    text: 'Modules anyone can take on their own. Finish one and you earn a certificate that anyone can check.',
    to: '/academy',
    action: 'Browse the academy',
  },
  {
    heading: 'The points store',
    text: 'Learning earns achievement points, diamonds and experience. Spend them on styles for your avatar and power-ups such as a streak freeze.',
    to: '/store',
    action: 'Visit the store',
  },
  {
    heading: 'Your avatar',
    text: 'Dress up the cartoon that stands for you everywhere in Sparked, and choose your music and sound.',
    to: '/profile',
    action: 'Edit your avatar',
  },
  {
    heading: 'Janus, the help desk',
    text: 'Ask anything about Sparked. If something is broken, Janus files a ticket for you, and you can follow it on your profile.',
    to: '/ai-tools/janus',
    action: 'Ask Janus',
  },
];

/** The demo landing (spec §2 `/pages/demo`): a short tour of what Sparked offers a learner. */
export function DemoPage() {
  return (
    <Stack gap={5}>
      <section className={dashboard.hero} aria-labelledby="demo-heading">
        <div className={dashboard.heroText}>
          <h1 id="demo-heading" className={styles.title}>
            Welcome to Sparked
          </h1>
          <p className={styles.lead}>
            Learn in short activities, keep a streak, earn points and spend them on your avatar.
            Here is what is where.
          </p>
        </div>
      </section>
      <ol className={dashboard.tour} aria-label="A tour of Sparked">
        {stops.map((stop) => (
          <li key={stop.heading}>
            <Card as="article" heading={stop.heading} headingLevel={2}>
              <Stack gap={3} align="start">
                <p className={styles.lead}>{stop.text}</p>
                <Button asChild variant="secondary">
                  <Link to={stop.to}>{stop.action}</Link>
                </Button>
              </Stack>
            </Card>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
