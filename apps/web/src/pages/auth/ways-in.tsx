import { Trans } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * Sign in, or create a student account, each bringing the visitor back to this page. `register`
 * replaces the second button's words (already translated by the caller).
 */
export function WaysIn({ register }: { register?: ReactNode }) {
  const { href } = useLocation();
  const search = { redirect: href };
  return (
    <Inline gap={3} wrap>
      <Button asChild>
        <Link to="/sign-in" search={search}>
          <Trans>Sign in</Trans>
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/register" search={search}>
          {register ?? <Trans>Create a student account</Trans>}
        </Link>
      </Button>
    </Inline>
  );
}
