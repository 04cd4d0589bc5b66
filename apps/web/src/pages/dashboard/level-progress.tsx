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
  const { level, experience, levelStart, nextLevelAt } = useLevel();
  return (
    <ProgressRing
      label={`Level ${level} · ${experience} XP`}
      value={experience - levelStart}
      max={nextLevelAt - levelStart}
      valueText={`${nextLevelAt - experience} XP to level ${level + 1}`}
      size={128}
    >
      {children}
    </ProgressRing>
  );
}

/** The level and what the next one asks, in words beside the ring. */
export function LevelText() {
  const { level, experience, nextLevelAt } = useLevel();
  return (
    <div>
      <p className={dashboard.figure}>
        Level {level} · {experience} XP
      </p>
      <p className={styles.note}>
        {nextLevelAt - experience} XP to level {level + 1}
      </p>
    </div>
  );
}
