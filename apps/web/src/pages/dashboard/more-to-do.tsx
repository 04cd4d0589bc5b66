import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';

/** The ways out of the dashboard besides learning: the store, the avatar, help. */
export function MoreToDo() {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`More to do`} headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.lead}>
          <Trans>Spend your points in the store, dress up your avatar or ask Janus for help.</Trans>
        </p>
        <Inline gap={2} wrap>
          <Button asChild>
            <Link to="/store">
              <Trans>Spend points</Trans>
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/profile">
              <Trans>Dress up your avatar</Trans>
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/ai-tools/janus">
              <Trans>Get help</Trans>
            </Link>
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
