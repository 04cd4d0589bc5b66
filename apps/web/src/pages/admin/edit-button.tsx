import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';

/** A table row's "Edit", named for what it edits so each is told apart by a screen reader. */
export function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button size="sm" variant="secondary" aria-label={t`Edit ${what}`} onClick={onClick}>
      <Trans>Edit</Trans>
    </Button>
  );
}
