import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';

/** The ways out of the dashboard besides learning: the store, the avatar, help. */
export function MoreToDo() {
  return (
    <Card as="section" heading="More to do" headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.lead}>
          Spend your points in the store, dress up your avatar or ask Janus for help.
        </p>
        <Inline gap={2} wrap>
          <Button asChild>
            <Link to="/store">Spend points</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/profile">Dress up your avatar</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/ai-tools/janus">Get help</Link>
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
