import type { leaguePrizePlaces, WalletName } from '@sparked/contracts';
import type { ServerMessage } from '../../i18n/catalogues';

/** A league's prize places, as its prizes name them. */
type LeaguePrizePlace = (typeof leaguePrizePlaces)[number];

/**
 * The sentences a wallet history shows beside each change (decision 0046): the ledger stores their
 * English, and the history reads each row back into its entry for the learner's language.
 */
export const ledgerSaid = {
  refill: (wallet: WalletName) => /*i18n*/ ({
    id: 'wallet.ledger.refill',
    message:
      'Your {wallet, select, ACHIEVEMENT_POINTS {achievement points} ENERGY {energy} DIAMONDS {diamonds} other {experience points}} filled up again over time',
    values: { wallet },
  }),
  dailySignIn: /*i18n*/ {
    id: 'wallet.ledger.daily-sign-in',
    message: 'Reward for signing in today',
  },
  avatarSaved: /*i18n*/ {
    id: 'wallet.ledger.first-avatar',
    message: 'Reward for making your first avatar',
  },
  firstHelpQuestion: /*i18n*/ {
    id: 'wallet.ledger.first-help-question',
    message: 'Reward for asking the help desk your first question',
  },
  puzzleReward: /*i18n*/ {
    id: 'wallet.ledger.puzzle-reward',
    message: 'Reward for solving a puzzle',
  },
  puzzleSolved: (title: string) => /*i18n*/ ({
    id: 'wallet.ledger.puzzle-solved',
    message: 'Solved the puzzle “{title}”',
    values: { title },
  }),
  activityReward: /*i18n*/ {
    id: 'wallet.ledger.activity-reward',
    message: 'Reward for finishing an activity',
  },
  activityCompleted: (activity: string, module: string) => /*i18n*/ ({
    id: 'wallet.ledger.activity-completed',
    message: 'Completed “{activity}” in {module}',
    values: { activity, module },
  }),
  moduleReward: /*i18n*/ {
    id: 'wallet.ledger.module-reward',
    message: 'Reward for finishing a module',
  },
  moduleCompleted: (module: string) => /*i18n*/ ({
    id: 'wallet.ledger.module-completed',
    message: 'Finished the module “{module}”',
    values: { module },
  }),
  streakReward: /*i18n*/ {
    id: 'wallet.ledger.streak-reward',
    message: 'Reward for learning several days in a row',
  },
  streak: (days: number) => /*i18n*/ ({
    id: 'wallet.ledger.streak',
    message: 'Learned {days} days in a row',
    values: { days },
  }),
  leaguePrize: (place: LeaguePrizePlace) => /*i18n*/ ({
    id: 'wallet.ledger.league-prize',
    message:
      'Prize for finishing {place, select, first {first} second {second} other {third}} in your class league this week',
    values: { place },
  }),
  classLeaguePrize: (place: LeaguePrizePlace, className: string) => /*i18n*/ ({
    id: 'wallet.ledger.class-league-prize',
    message:
      'Prize for finishing {place, select, first {first} second {second} other {third}} in the “{className}” league this week',
    values: { place, className },
  }),
  competitionPrize: (place: number, competition: string) => /*i18n*/ ({
    id: 'wallet.ledger.competition-prize',
    message:
      'Prize for finishing {place, plural, =1 {first} =2 {second} =3 {third} =4 {fourth} =5 {fifth} other {place #}} in the competition “{competition}”',
    values: { place, competition },
  }),
  eventReward: (event: string) => /*i18n*/ ({
    id: 'wallet.ledger.event-reward',
    message: 'Reward for taking part in the event “{event}”',
    values: { event },
  }),
  gamePlayed: (game: string) => /*i18n*/ ({
    id: 'wallet.ledger.game-played',
    message: 'Reward for playing “{game}”',
    values: { game },
  }),
  passwordGamePlayed: (game: string) => /*i18n*/ ({
    id: 'wallet.ledger.password-game-played',
    message: 'Reward for playing the password game “{game}”',
    values: { game },
  }),
  bought: (quantity: number, item: string) => /*i18n*/ ({
    id: 'wallet.ledger.bought',
    message: 'Bought {quantity, plural, =1 {“{item}”} other {# × “{item}”}} in the store',
    values: { quantity, item },
  }),
  fromPurchase: (quantity: number, item: string) => /*i18n*/ ({
    id: 'wallet.ledger.came-with-purchase',
    message: 'Came with {quantity, plural, =1 {“{item}”} other {# × “{item}”}} from the store',
    values: { quantity, item },
  }),
  otherReward: /*i18n*/ { id: 'wallet.ledger.other-reward', message: 'A reward from Sparked' },
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;
