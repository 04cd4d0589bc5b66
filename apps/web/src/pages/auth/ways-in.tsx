import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Link, useLocation } from '@tanstack/react-router';

/** Sign in, or create a student account, each bringing the visitor back to this page. */
export function WaysIn({ register = 'Create a student account' }: { register?: string }) {
  const { href } = useLocation();
  const search = { redirect: href };
  return (
    <Inline gap={3} wrap>
      <Button asChild>
        <Link to="/sign-in" search={search}>
          Sign in
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/register" search={search}>
          {register}
        </Link>
      </Button>
    </Inline>
  );
}
