import { Trans, useLingui } from '@lingui/react/macro';
import { type LeagueSettings, maxLeagueGroupSize } from '@sparked/contracts';
import { leagueSettingsQueryOptions, useLeagueSettingsChange } from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { SaveForm } from '../../shared/save-form';
import { LinksCard } from './links-card';

function SettingsForm({ settings }: { settings: LeagueSettings }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useLeagueSettingsChange(session.client);
  const save = (form: FormData) => {
    const whole = (name: string) => Number(form.get(name));
    return change.mutateAsync({
      timeZone: String(form.get('timeZone') ?? '').trim(),
      groupSize: whole('groupSize'),
      promote: whole('promote'),
      demote: whole('demote'),
    });
  };
  return (
    <SaveForm
      mutation={change}
      save={save}
      saved={() => t`The league settings are saved.`}
      submitLabel={t`Save settings`}
    >
      <TextField
        label={t`Time zone`}
        name="timeZone"
        required
        defaultValue={settings.timeZone}
        description={t`Weeks run from Monday 00:00 here, such as Asia/Manila or Europe/London.`}
      />
      <TextField
        label={t`Students in a group`}
        name="groupSize"
        type="number"
        required
        min={5}
        max={maxLeagueGroupSize}
        defaultValue={String(settings.groupSize)}
        description={t`A tier is split into groups of at most this many (5 to ${maxLeagueGroupSize}).`}
      />
      <TextField
        label={t`Moving up from a group`}
        name="promote"
        type="number"
        required
        min={0}
        max={10}
        defaultValue={String(settings.promote)}
        description={t`Never more than a third of the group.`}
      />
      <TextField
        label={t`Moving down from a group`}
        name="demote"
        type="number"
        required
        min={0}
        max={10}
        defaultValue={String(settings.demote)}
        description={t`Never more than a third of the group.`}
      />
    </SaveForm>
  );
}

/**
 * The student area's settings for admins: the league rules (the time zone weeks
 * follow, the group size, how many move up and down; prizes are the `leagues/first`, `second`
 * and `third` reward rules) and the links to Sparked's social accounts and apps.
 */
export function StudentAreaSettingsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const settings = useQuery(leagueSettingsQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Student area settings</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Every class with its league on runs one week by week. Changes apply to groups formed and
            weeks closed from now on.
          </Trans>
        </p>
      </Stack>
      <Card as="section" heading={t`Leagues`} headingLevel={2}>
        <QueryState
          query={settings}
          loading={t`Loading the settings`}
          what={t`The league settings`}
        >
          {(data) => <SettingsForm settings={data} />}
        </QueryState>
      </Card>
      <LinksCard />
    </Stack>
  );
}
