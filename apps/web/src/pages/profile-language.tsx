import { Trans } from '@lingui/react/macro';
import { isLocale } from '@sparked/contracts';
import { useSaveLocale } from '@sparked/features/current-user';
import { LocaleSelect } from '@sparked/features/locale';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import * as styles from '../shared/page.css';

/**
 * The language Sparked shows: chosen here, it turns this page at once, stays on this device and is
 * saved to the account, so every device the user signs in on shows it (decision 0045).
 */
export function ProfileLanguage() {
  const { session } = useSession();
  const save = useSaveLocale(session.client);
  const reason = save.error?.message;
  return (
    <Stack gap={2}>
      <LocaleSelect
        onChosen={(locale) => {
          if (isLocale(locale)) save.mutate(locale);
        }}
      />
      <p className={styles.note}>
        {save.isPending ? (
          <Trans comment="Shown on the profile while the chosen language is saved to the account.">
            Saving your language…
          </Trans>
        ) : (
          <Trans comment="Under the language list on the profile.">
            Sparked shows this language on every device you sign in on.
          </Trans>
        )}
      </p>
      {reason ? (
        <p role="alert" className={styles.errorText}>
          <Trans comment="The chosen language could not be saved to the account; the page still shows it.">
            Your language could not be saved to your account: {reason}
          </Trans>
        </p>
      ) : null}
    </Stack>
  );
}
