import { Trans, useLingui } from '@lingui/react/macro';
import {
  type GameCompetition,
  type ModuleGlossary,
  type PuzzleKind,
  puzzleKinds,
  puzzleLimits,
} from '@sparked/contracts';
import { glossariesQueryOptions } from '@sparked/features/games';
import { puzzleKindNames, useCreatePuzzle } from '@sparked/features/puzzles';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as page from '../../shared/page.css';
import { ChoiceFieldset } from './choice-fieldset';
import { glossaryOptions } from './glossary-options';
import { entriesOf, glossaryLines } from './puzzle-lines';

/** Fills the form from one of the educator's module glossaries. */
function FromGlossary({ onPick }: { onPick: (glossary: ModuleGlossary) => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const glossaries = useQuery(glossariesQueryOptions(session.client));
  const usable = (glossaries.data ?? []).filter((glossary) => glossary.entries.length > 0);
  if (usable.length === 0) return null;
  return (
    <Select
      label={t`Fill in from a module's glossary`}
      placeholder={t`Choose a module`}
      options={glossaryOptions(usable)}
      value=""
      onValueChange={(moduleId) => {
        const picked = usable.find((glossary) => glossary.moduleId === moduleId);
        if (picked) onPick(picked);
      }}
    />
  );
}

/** An educator makes a crossword or a word search from terms and clues. */
export function MakePuzzle({
  competition,
  onMade,
}: {
  competition: GameCompetition | null;
  onMade: (puzzleId: string) => void;
}) {
  const { t } = useLingui();
  const { session } = useSession();
  const create = useCreatePuzzle(session.client);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<PuzzleKind>('crossword');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<{ title?: string; text?: string }>({});
  const titleField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fewest = puzzleLimits.minEntries;
    const most = puzzleLimits.maxEntries;
    const empty = {
      title: title.trim() ? undefined : t`Give the puzzle a title.`,
      text: text.trim()
        ? undefined
        : t`Write ${fewest} to ${most} terms, one a line: the term, a colon, then its clue.`,
    };
    setMissing(empty);
    // Focus moves to the first field to fill, so its error is read out with it.
    if (empty.title) return titleField.current?.focus();
    if (empty.text) return textField.current?.focus();
    try {
      const puzzle = await create.mutateAsync({
        title,
        kind,
        entries: entriesOf(text),
        competition,
      });
      onMade(puzzle.id);
    } catch {
      // The form says why.
    }
  };
  return (
    <Card as="section" heading={t`Make a puzzle`} headingLevel={2}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4} align="start">
          <TextField
            ref={titleField}
            label={t`Title`}
            required
            maxLength={120}
            error={missing.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <ChoiceFieldset
            legend={t({
              message: 'Kind',
              comment: 'The kind of puzzle: crossword or word search.',
            })}
            name="kind"
            choices={puzzleKinds.map((option) => ({
              value: option,
              label: puzzleKindNames[option],
            }))}
            value={kind}
            onChange={setKind}
          />
          <FromGlossary
            onPick={(glossary) => {
              setText(glossaryLines(glossary.entries));
              if (!title) setTitle(glossary.moduleTitle);
            }}
          />
          <TextArea
            label={t`Terms and clues`}
            description={t`One a line: the term, a colon, then its clue. For example: Glucose: The sugar plants make. 3 to 20 terms.`}
            ref={textField}
            required
            rows={8}
            error={missing.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {create.error ? (
            <p role="alert" className={page.errorText}>
              {create.error.message}
            </p>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            <Trans>Make the puzzle</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
