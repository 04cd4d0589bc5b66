import { Trans, useLingui } from '@lingui/react/macro';
import { levelOf } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { walletsQueryOptions } from '@sparked/features/wallet';
import { ProgressRing } from '@sparked/ui/progress-ring';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from '../../shared/page.css';
import * as dashboard from './dashboard.css';

function useLevel() {
  const { session } = useSession();
  const wallets = useQuery(walletsQueryOptions(session.client));
  return levelOf(wallets.data?.wallets.EXPERIENCE ?? 0);
}

/** The learner's avatar inside a ring that fills towards their next level. */
export function LevelRing({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { level, experience, levelStart, nextLevelAt } = useLevel();
  const toGo = nextLevelAt - experience;
  const nextLevel = level + 1;
  return (
    <ProgressRing
      label={t`Level ${level} · ${experience} XP`}
      value={experience - levelStart}
      max={nextLevelAt - levelStart}
      valueText={t`${toGo} XP to level ${nextLevel}`}
      size={128}
    >
      {children}
    </ProgressRing>
  );
}

/** The level and what the next one asks, in words beside the ring. */
export function LevelText() {
  const { level, experience, nextLevelAt } = useLevel();
  const toGo = nextLevelAt - experience;
  const nextLevel = level + 1;
  return (
    <div>
      <p className={dashboard.figure}>
        <Trans>
          Level {level} · {experience} XP
        </Trans>
      </p>
      <p className={styles.note}>
        <Trans>
          {toGo} XP to level {nextLevel}
        </Trans>
      </p>
    </div>
  );
}
