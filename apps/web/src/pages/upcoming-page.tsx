import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import * as styles from './page.css';

/**
 * A page whose feature has not shipped yet, from its row of the route table: its title and what
 * it is for, said plainly, so the routes, guards and layouts can be used and reviewed before the
 * feature lands.
 */
export function UpcomingPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>{title}</h1>
      <Card>
        <Stack gap={2}>
          <p className={styles.lead}>{summary}</p>
          <p className={styles.note}>This part of Sparked is not open yet.</p>
        </Stack>
      </Card>
    </Stack>
  );
}
