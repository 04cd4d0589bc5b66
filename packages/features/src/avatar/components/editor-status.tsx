import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import * as styles from './avatar-editor.css';

export type EditorStatusProps = { kind: 'loading' } | { kind: 'error'; onRetry(): void };

/** What the editor shows until the avatar and the store have arrived. */
export function EditorStatus(props: EditorStatusProps) {
  const { t } = useLingui();
  if (props.kind === 'loading') return <Spinner label={t`Loading your avatar`} />;
  return (
    <Stack gap={3} align="start">
      <p className={styles.note}>
        <Trans>Your avatar could not be loaded. Check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" onClick={props.onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
