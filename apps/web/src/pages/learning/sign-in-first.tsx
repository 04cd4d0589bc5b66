import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../../shared/page.css';
import { WaysIn } from '../auth/ways-in';

/**
 * What a journey page shows a visitor who is not signed in: why, and both ways in, each bringing
 * them back to this page afterwards.
 */
export function SignInFirst({ title, reason }: { title: string; reason: string }) {
  return (
    <Stack gap={4}>
      <h1 className={styles.title}>{title}</h1>
      <Card>
        <Stack gap={3} align="start">
          <p className={styles.lead}>{reason}</p>
          <WaysIn />
        </Stack>
      </Card>
    </Stack>
  );
}
