import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Competition, isGameCompetition } from '@sparked/contracts';
import {
  competitionQueryOptions,
  competitionStandingsQueryOptions,
  entryText,
  prizeLines,
  useCompetitionRegistration,
} from '@sparked/features/competitions';
import { statusLabels, statusTones, windowText } from '@sparked/features/events';
import { boardPageSize } from '@sparked/features/leagues';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { WaysIn } from '../auth/ways-in';
import { BoardPanel } from '../leagues/board-panel';

/** The student's place, or the way to take part: register, sign in, or why they cannot. */
/** Why a signed-in visitor cannot register. */
function closedText(competition: Competition): string {
  if (competition.registration === 'classes')
    return t`This competition is for the students of its classes.`;
  return competition.status === 'ended' ? t`Registration has closed.` : t`Students register here.`;
}

function EntryCard({ competition }: { competition: Competition }) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const register = useCompetitionRegistration(session.client, competition.slug);
  // Registered, the button gives way to the sentence about the entry: it takes focus.
  const focusAfterAction = useFocusAfterAction();
  const open = competition.registration === 'open' && competition.status !== 'ended';
  let body: ReactNode;
  // Where to earn the score. It also gives the scrolling main region something a keyboard can
  // reach while the standings fit on one page (their paging buttons are then disabled).
  if (competition.entry)
    body = (
      <>
        <p className={styles.lead} data-entry="">
          {entryText(competition)}
        </p>
        <Link to="/">
          <Trans>Earn experience from your dashboard</Trans>
        </Link>
      </>
    );
  else if (!claims)
    body = open ? (
      <>
        <p className={styles.lead}>
          <Trans>Sign in, or create a student account, to register.</Trans>
        </p>
        <WaysIn register={t`Create an account to register`} />
      </>
    ) : (
      <p className={styles.lead}>
        <Trans>Registration has closed.</Trans>
      </p>
    );
  else if (open && competition.eligible)
    body = (
      <>
        <p className={styles.lead}>
          <Trans>Register to take part: the experience you earn while it runs is your score.</Trans>
        </p>
        <Button
          loading={register.isPending}
          onClick={() =>
            register.mutate(undefined, {
              onSuccess: () => focusAfterAction(() => '#main-content [data-entry]'),
            })
          }
        >
          <Trans>Register</Trans>
        </Button>
        {register.isError ? (
          <p role="alert" className={styles.errorText}>
            {register.error.message}
          </p>
        ) : null}
      </>
    );
  else
    body = (
      <p className={styles.lead}>
        {closedText(competition)}{' '}
        <Link to="/">
          <Trans>Back to your dashboard</Trans>
        </Link>
      </p>
    );
  return (
    <Card as="section" heading={t`Your entry`} headingLevel={2}>
      <Stack gap={3} align="start">
        {body}
      </Stack>
    </Card>
  );
}

function CompetitionDetails({ competition }: { competition: Competition }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { title, entrants } = competition;
  const rules = competition.rules.split('\n').filter((line) => line.trim() !== '');
  const prizes = prizeLines(competition.prizes);
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>{competition.title}</h1>
        <p className={styles.inlineRow}>
          <Badge tone={statusTones[competition.status]}>{statusLabels[competition.status]}</Badge>
          <span className={styles.note}>{windowText(competition)}</span>
          <span className={styles.note}>
            <Plural value={entrants} one="# entrant" other="# entrants" />
          </span>
        </p>
        {competition.description ? <p className={styles.lead}>{competition.description}</p> : null}
      </Stack>
      <EntryCard competition={competition} />
      {isGameCompetition(competition.slug) ? (
        <Card as="section" heading={t`Games`} headingLevel={2}>
          <Stack gap={2} align="start">
            <p className={styles.note}>
              <Trans>
                Play while the competition runs: the experience a game gives you counts towards your
                score.
              </Trans>
            </p>
            <Link to="/winter-competition/game-master">
              <Trans>Game master</Trans>
            </Link>
            <Link to="/winter-competition/password">
              <Trans comment="The name of a game.">Password</Trans>
            </Link>
            <Link to="/winter-competition/puzzle-maker">
              <Trans>Puzzle maker</Trans>
            </Link>
          </Stack>
        </Card>
      ) : null}
      {rules.length > 0 ? (
        <Card as="section" heading={t`Rules`} headingLevel={2}>
          <ul className={styles.steps}>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {prizes.length > 0 ? (
        <Card as="section" heading={t`Prizes`} headingLevel={2}>
          <ul className={styles.steps}>
            {prizes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card as="section" heading={t`Standings`} headingLevel={2}>
        <BoardPanel
          page={(offset) =>
            competitionStandingsQueryOptions(session.client, competition.slug, {
              offset,
              limit: boardPageSize,
            })
          }
          label={t`${title} standings`}
          empty={t`Nobody has entered yet.`}
        />
      </Card>
    </Stack>
  );
}

/**
 * A competition's page (spec §2: `/spring-competition` and `/winter-competition` for signed-in
 * students, `/ai-competition` and `/rtu-ai-competition` public): rules, prizes, standings by
 * nickname, and the visitor's entry or the way to register.
 */
export function CompetitionPage({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const competition = useQuery(competitionQueryOptions(session.client, slug));
  return (
    <QueryState query={competition} loading={t`Loading the competition`} what={title} title={title}>
      {(data) => <CompetitionDetails competition={data} />}
    </QueryState>
  );
}
