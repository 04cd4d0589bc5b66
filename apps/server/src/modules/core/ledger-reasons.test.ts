import { describe, expect, it } from 'vitest';
import { sentenceIn } from '../../i18n/catalogues';
import { describeLedgerReason, ledgerReasons, rewardReason } from './ledger-reasons';

const described = (reason: string) =>
  describeLedgerReason({ kind: 'reward', wallet: 'DIAMONDS', reason });
const reward = (reason: string) => described(reason).message;
/** The sentence as a Filipino reader's wallet page shows it. */
const inFilipino = (reason: string) => {
  const { message, entry } = described(reason);
  return sentenceIn('fil', message, entry);
};

/** What no learner should read: ids, table/selector keys, wallet codes, field dumps. */
const internal =
  /[0-9a-f]{8}-[0-9a-f]{4}|[a-z]+_[a-z_]+|[a-z]+\/[a-z]+|ACHIEVEMENT_POINTS|ENERGY|DIAMONDS|EXPERIENCE|wallet:|→/;

describe('wallet history sentences', () => {
  it('rewrites every terse reason the ledger has kept into a sentence naming the thing', () => {
    const told = {
      'Reward for daily_sign_in/today': 'Reward for signing in today',
      'Reward for avatars/first_save': 'Reward for making your first avatar',
      'Reward for help_desk_tickets/first_ticket':
        'Reward for asking the help desk your first question',
      'Reward for puzzles/solved': 'Reward for solving a puzzle',
      'Reward for module_activities/completed': 'Reward for finishing an activity',
      'Reward for modules/completed': 'Reward for finishing a module',
      'Reward for streaks/milestone': 'Reward for learning several days in a row',
      'Reward for leagues/second': 'Prize for finishing second in your class league this week',
      'Reward for quiz_nights/8d2c4e1a-0b6f-4c1e-9a57-3f1f2a9c1d00': 'A reward from Sparked',
      'Reward for leagues/8d2c4e1a': 'A reward from Sparked',
      'Event reward: Reading week': 'Reward for taking part in the event “Reading week”',
      'Game: Capitals quiz': 'Reward for playing “Capitals quiz”',
      'Password: Space words': 'Reward for playing the password game “Space words”',
      'Prize for place 1 in Science Cup':
        'Prize for finishing first in the competition “Science Cup”',
      'Prize for place 7 in Science Cup':
        'Prize for finishing place 7 in the competition “Science Cup”',
      'Bought 1 × Streak freeze': 'Bought “Streak freeze” in the store',
      'Bought 3 × Energy drink': 'Bought 3 × “Energy drink” in the store',
      'From 2 × Energy drink': 'Came with 2 × “Energy drink” from the store',
      'Finished the module Photosynthesis': 'Finished the module “Photosynthesis”',
    };
    for (const [stored, sentence] of Object.entries(told)) {
      expect(reward(stored)).toBe(sentence);
      expect(reward(stored)).not.toMatch(internal);
    }
  });

  it('tells a refill by the wallet it filled, whatever the row says', () => {
    expect(describeLedgerReason({ kind: 'refill', wallet: 'ENERGY', reason: 'refill' })).toEqual({
      message: 'Your energy filled up again over time',
      entry: { id: 'wallet.ledger.refill', values: { wallet: 'ENERGY' } },
    });
  });

  it('keeps sentences written today, and an admin’s own words, as they are', () => {
    for (const sentence of [
      ledgerReasons.puzzleSolved('Ocean animals'),
      ledgerReasons.activityCompleted('What is photosynthesis?', 'Photosynthesis'),
      ledgerReasons.moduleCompleted('Photosynthesis'),
      ledgerReasons.streak(7),
      ledgerReasons.leaguePrize('first', 'Class 7B'),
      'Asked Homework helper',
      'Well done at the science fair',
    ])
      expect(reward(sentence)).toBe(sentence);
    expect(ledgerReasons.puzzleSolved('Ocean animals')).toBe('Solved the puzzle “Ocean animals”');
    expect(ledgerReasons.activityCompleted('What is photosynthesis?', 'Photosynthesis')).toBe(
      'Completed “What is photosynthesis?” in Photosynthesis',
    );
    expect(ledgerReasons.streak(7)).toBe('Learned 7 days in a row');
    expect(ledgerReasons.leaguePrize('first', 'Class 7B')).toBe(
      'Prize for finishing first in the “Class 7B” league this week',
    );
  });

  it('reads every sentence Sparked writes back into its catalogue entry, in the same English', () => {
    for (const sentence of [
      ledgerReasons.dailySignIn(),
      ledgerReasons.puzzleSolved('Ocean animals'),
      ledgerReasons.puzzleSolved(),
      ledgerReasons.activityCompleted('What is photosynthesis?', 'Photosynthesis'),
      ledgerReasons.moduleCompleted('Photosynthesis'),
      ledgerReasons.streak(7),
      ledgerReasons.leaguePrize('first', 'Class 7B'),
      ledgerReasons.leaguePrize('third'),
      ledgerReasons.competitionPrize(2, 'Science Cup'),
      ledgerReasons.competitionPrize(9, 'Science Cup'),
      ledgerReasons.eventReward('Reading week'),
      ledgerReasons.gamePlayed('Capitals quiz'),
      ledgerReasons.passwordGamePlayed('Space words'),
      ledgerReasons.bought(1, 'Streak freeze'),
      ledgerReasons.bought(3, 'Energy drink'),
      ledgerReasons.fromPurchase(2, 'Energy drink'),
      ledgerReasons.otherReward(),
    ]) {
      const { message, entry } = described(sentence);
      expect(message).toBe(sentence);
      expect(entry?.id).toMatch(/^wallet\.ledger\./);
    }
  });

  it('shows a Filipino reader the sentence in Filipino, an event reward stored long ago too', () => {
    expect(described('Event reward: Reading week')).toEqual({
      message: 'Reward for taking part in the event “Reading week”',
      entry: { id: 'wallet.ledger.event-reward', values: { event: 'Reading week' } },
    });
    expect(inFilipino('Event reward: Reading week')).toBe(
      'Gantimpala sa pagsali sa kaganapang “Reading week”',
    );
    expect(inFilipino(ledgerReasons.streak(7))).toBe('Natuto nang 7 araw nang sunod-sunod');
    expect(inFilipino('Prize for place 2 in Science Cup')).toBe(
      'Premyo sa pagtatapos bilang ikalawa sa paligsahang “Science Cup”',
    );
    expect(inFilipino(ledgerReasons.bought(3, 'Energy drink'))).toBe(
      'Bumili ng 3 × “Energy drink” sa tindahan',
    );
    // An admin's own words have no entry: every reader reads them as written.
    expect(described('Well done at the science fair')).toEqual({
      message: 'Well done at the science fair',
    });
  });

  it('says a reward rule an admin made for anything else without its reference', () => {
    expect(rewardReason({ referenceTable: 'quiz_nights', referenceSelector: 'attended' })).toBe(
      'A reward from Sparked',
    );
  });
});
