import { useLingui } from '@lingui/react/macro';
import { useSession } from '@sparked/features/session';
import { settingsQueryOptions, useSettingsChange } from '@sparked/features/settings';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Switch } from '@sparked/ui/switch';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../shared/page.css';
import { QueryState } from '../shared/query-state';

/** Music and sound effects, on or off, saved to the account so they follow the learner. */
export function SoundSettings() {
  const { t } = useLingui();
  const { session } = useSession();
  const settings = useQuery(settingsQueryOptions(session.client));
  const change = useSettingsChange(session.client);
  return (
    <Card heading={t`Sound`} as="section">
      <QueryState query={settings} loading={t`Loading your settings`} what={t`Your settings`}>
        {(data) => (
          <Stack gap={3}>
            <Switch
              label={t`Background music`}
              description={t`A quiet tune that loops while you use Sparked.`}
              checked={data.music}
              disabled={change.isPending}
              onCheckedChange={(music) => change.mutate({ music })}
            />
            <Switch
              label={t`Sound effects`}
              description={t`A sound for a right answer, a wrong one and a finished module.`}
              checked={data.sound}
              disabled={change.isPending}
              onCheckedChange={(sound) => change.mutate({ sound })}
            />
            {change.isError ? (
              <p role="alert" className={styles.errorText}>
                {change.error.message}
              </p>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
