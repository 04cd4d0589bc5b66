import type { CompletionRewards } from '@sparked/contracts';
import { celebrationsOf } from '@sparked/features/learning';
import { Celebration } from '@sparked/ui/patterns/celebration';
import { FlamePicture, StarPicture } from '@sparked/ui/picture';

/** A new level and a streak milestone, marked where the completion is reported. */
export function CompletionCelebrations({ completion }: { completion: CompletionRewards }) {
  return celebrationsOf(completion).map((moment) =>
    moment.kind === 'level' ? (
      <Celebration key="level" picture={<StarPicture size={72} />} title={`Level ${moment.level}!`}>
        You reached level {moment.level}. The next one is at {moment.nextLevelAt} XP.
      </Celebration>
    ) : (
      <Celebration
        key="streak"
        picture={<FlamePicture size={72} />}
        title={`${moment.days}-day streak!`}
      >
        {moment.days} days of learning in a row. Come back tomorrow to keep it going.
      </Celebration>
    ),
  );
}
