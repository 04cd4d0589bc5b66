import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useMatches } from '@tanstack/react-router';
import * as styles from './page.css';

/**
 * A page whose feature has not shipped yet: its title and what it is for, said plainly, so the
 * routes, guards and layouts can be used and reviewed before the feature lands.
 */
export function UpcomingPage({ summary }: { summary: string }) {
  const title = useMatches({
    select: (matches) =>
      [...matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });
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
