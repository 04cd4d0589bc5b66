import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { maxIdeaLength } from '@sparked/contracts';
import { codeBoxesQueryOptions, useCreateCodeBox } from '@sparked/features/code-box';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { RocketPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as styles from './code-box.css';

const shownDate = dateFormat('date and time');

function NewProject() {
  const { t } = useLingui();
  // Ideas the offline engine builds, one click from the box.
  const exampleIdeas = [
    t`A quiz about the planets`,
    t`Flashcards for my Spanish words`,
    t`A 10-minute timer for reading`,
    t`A dice game for 3 players`,
    t`Convert kilometres to miles`,
    t`A drawing pad`,
  ];
  const { session } = useSession();
  const create = useCreateCodeBox(session.client);
  const navigate = useNavigate();
  const [idea, setIdea] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const box = await create.mutateAsync(idea);
      await navigate({ to: '/ai-tools/code-box/$codeBoxId', params: { codeBoxId: box.id } });
    } catch {
      // The field says why.
    }
  };
  return (
    <Card as="section" heading={t`Start a project`} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap={3} align="start">
          <TextArea
            label={t`What do you want to build?`}
            description={t`A sentence is enough: what it is and what it is about.`}
            value={idea}
            onChange={(event) => setIdea(event.target.value)}
            maxLength={maxIdeaLength}
            required
            autoGrow
            error={create.error?.message}
          />
          <fieldset className={styles.examples}>
            <legend className={styles.examplesLegend}>
              <Trans>Or start from an example</Trans>
            </legend>
            <Inline gap={2}>
              {exampleIdeas.map((example) => (
                <Button
                  key={example}
                  size="sm"
                  variant="secondary"
                  onClick={() => setIdea(example)}
                >
                  {example}
                </Button>
              ))}
            </Inline>
          </fieldset>
          <Button type="submit" loading={create.isPending}>
            <Trans>Write the specification</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** "changed 27 Nov 2026, 10:40": when a project last changed. */
function Changed({ when }: { when: string }) {
  return <Trans>changed {when}</Trans>;
}

/** /ai-tools/code-box: start a project from an idea, or open one of mine. */
export function CodeBoxListPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const boxes = useQuery(codeBoxesQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={page.title}>
        <Trans>Code box</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          Describe a small web project. The code box writes a specification with you, then the code.
          Run it here, change it, and ask for hints when you are stuck.
        </Trans>
      </p>
      <NewProject />
      <Card as="section" heading={t`Your projects`} headingLevel={2}>
        <QueryState query={boxes} loading={t`Loading your projects`} what={t`Your projects`}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState picture={<RocketPicture />} title={t`No projects yet`}>
                <Trans>Your projects appear here once you start one.</Trans>
              </EmptyState>
            ) : (
              <ul className={styles.projectList}>
                {list.map((box) => {
                  const { specificationVersions: specifications, codeVersions } = box;
                  return (
                    <li key={box.id} className={styles.project}>
                      <Link to="/ai-tools/code-box/$codeBoxId" params={{ codeBoxId: box.id }}>
                        {box.title}
                      </Link>
                      <span className={styles.projectIdea}>{box.prompt}</span>
                      <span className={styles.projectMeta}>
                        <Plural
                          value={specifications}
                          one="# specification"
                          other="# specifications"
                        />
                        {' · '}
                        <Plural value={codeVersions} one="# code version" other="# code versions" />
                        {' · '}
                        <Changed when={shownDate.format(new Date(box.updatedAt))} />
                      </span>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </Stack>
  );
}
