import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CompletionRewards } from '@sparked/contracts';
import { celebrationsOf } from '@sparked/features/learning';
import { Celebration } from '@sparked/ui/patterns/celebration';
import { FlamePicture, StarPicture } from '@sparked/ui/picture';

/** A new level and a streak milestone, marked where the completion is reported. */
export function CompletionCelebrations({ completion }: { completion: CompletionRewards }) {
  const { t } = useLingui();
  return celebrationsOf(completion).map((moment) => {
    if (moment.kind === 'level') {
      const { level, nextLevelAt } = moment;
      return (
        <Celebration key="level" picture={<StarPicture size={72} />} title={t`Level ${level}!`}>
          <Trans>
            You reached level {level}. The next one is at {nextLevelAt} XP.
          </Trans>
        </Celebration>
      );
    }
    const { days } = moment;
    return (
      <Celebration key="streak" picture={<FlamePicture size={72} />} title={t`${days}-day streak!`}>
        <Plural
          value={days}
          one="# day of learning in a row. Come back tomorrow to keep it going."
          other="# days of learning in a row. Come back tomorrow to keep it going."
        />
      </Celebration>
    );
  });
}
