import { useLingui } from '@lingui/react/macro';
import type { Class, JoinMode } from '@sparked/contracts';
import { joinModeOptions, useClassChange } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Switch } from '@sparked/ui/switch';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { PriceField } from '../../shared/price-field';
import { SaveForm } from '../../shared/save-form';

/** A class's details and rules: how students join, whether classmates see first names, order. */
export function SettingsPanel({ entry }: { entry: Class }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useClassChange(session.client, entry.id);
  const [joinMode, setJoinMode] = useState<JoinMode>(entry.joinMode);
  const [showFirstNames, setShowFirstNames] = useState(entry.showFirstNames);
  const [sequential, setSequential] = useState(entry.sequential);
  const [leagues, setLeagues] = useState(entry.leagues);
  const [leaderboard, setLeaderboard] = useState(entry.leaderboard);
  const [codeBoxFullCode, setCodeBoxFullCode] = useState(entry.codeBoxFullCode);
  const [price, setPrice] = useState(entry.price);
  const save = (form: FormData) =>
    change.mutateAsync({
      kind: 'update',
      details: {
        name: String(form.get('name') ?? ''),
        term: String(form.get('term') ?? ''),
        description: String(form.get('description') ?? ''),
        joinMode,
        showFirstNames,
        sequential,
        leagues,
        leaderboard,
        codeBoxFullCode,
        price,
      },
    });
  return (
    <Card heading={t`Settings`} headingLevel={2}>
      <SaveForm
        mutation={change}
        save={save}
        saved={() => t`The class settings are saved.`}
        submitLabel={t`Save settings`}
      >
        <TextField label={t`Name`} name="name" required maxLength={120} defaultValue={entry.name} />
        <TextField
          label={t({ message: 'Term', comment: 'A class’s school term, such as Spring 2027.' })}
          name="term"
          maxLength={60}
          defaultValue={entry.term}
        />
        <TextArea
          label={t`Description`}
          name="description"
          maxLength={2000}
          autoGrow
          defaultValue={entry.description}
        />
        <Select
          label={t({ message: 'Joining', comment: 'How students join a class.' })}
          options={joinModeOptions}
          value={joinMode}
          onValueChange={(value) => setJoinMode(value as JoinMode)}
        />
        <Switch
          label={t`Classmates see first names`}
          description={t`Off: students see each other only by nickname and avatar. Students may be minors.`}
          checked={showFirstNames}
          onCheckedChange={setShowFirstNames}
        />
        <Switch
          label={t`Activities open in order`}
          description={t`On: each activity opens once the one before it is done.`}
          checked={sequential}
          onCheckedChange={setSequential}
        />
        <Switch
          label={t`Weekly league`}
          description={t`Students who learn in a week are ranked in groups; the top move up a tier on Monday.`}
          checked={leagues}
          onCheckedChange={setLeagues}
        />
        <Switch
          label={t`Leaderboard`}
          description={t`Students see the class ranked by all the experience they have earned.`}
          checked={leaderboard}
          onCheckedChange={setLeaderboard}
        />
        <Switch
          label={t`Code box shows whole projects`}
          description={t`Off: the code box's feedback gives hints in levels, never the finished code. On: its worked example may show the whole project.`}
          checked={codeBoxFullCode}
          onCheckedChange={setCodeBoxFullCode}
        />
        <PriceField
          label={t`Charge for a place`}
          description={t`On: students buy a place to join; you can still add students yourself.`}
          value={price}
          onChange={setPrice}
        />
      </SaveForm>
    </Card>
  );
}
