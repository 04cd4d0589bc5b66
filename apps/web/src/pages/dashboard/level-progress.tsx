import { levelOf } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { walletsQueryOptions } from '@sparked/features/wallet';
import { Progress } from '@sparked/ui/progress';
import { useQuery } from '@tanstack/react-query';

/** The learner's level from their experience, and how far they are towards the next one. */
export function LevelProgress() {
  const { session } = useSession();
  const wallets = useQuery(walletsQueryOptions(session.client));
  const { level, experience, levelStart, nextLevelAt } = levelOf(
    wallets.data?.wallets.EXPERIENCE ?? 0,
  );
  return (
    <Progress
      label={`Level ${level} · ${experience} XP`}
      value={wallets.data ? experience - levelStart : null}
      max={nextLevelAt - levelStart}
      formatValue={(value, max) => `${max - value} XP to level ${level + 1}`}
    />
  );
}
