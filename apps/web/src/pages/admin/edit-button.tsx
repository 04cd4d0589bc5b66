import { Button } from '@sparked/ui/button';

/** A table row's "Edit", named for what it edits so each is told apart by a screen reader. */
export function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" aria-label={`Edit ${what}`} onClick={onClick}>
      Edit
    </Button>
  );
}
