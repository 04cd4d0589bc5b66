import { leaguePrizePlaces, type WalletName, walletLabels } from '@sparked/contracts';

// The sentences a wallet history shows beside each change, for a learner of about twelve: they
// name the thing (the puzzle, the event, the competition) and never an id or a table. The server
// writes them into the ledger, and `describeLedgerReason` rewrites the older, terse forms that
// rows written before these sentences still carry, so old and new rows read alike. The history
// answer carries the finished sentence, so the web never builds one: they live here, where every
// domain that pays into a wallet can write them.

const quoted = (name: string) => `“${name}”`;

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
/** Places in words up to fifth, which is as far as prizes usually go; later ones as "place 6". */
const placeWord = (place: number) => ordinals[place - 1] ?? `place ${place}`;

const timesOf = (quantity: number, name: string) =>
  quantity === 1 ? quoted(name) : `${quantity} × ${quoted(name)}`;

export const ledgerReasons = {
  refill: (wallet: WalletName) => `Your ${walletLabels[wallet]} filled up again over time`,
  dailySignIn: () => 'Reward for signing in today',
  avatarSaved: () => 'Reward for making your first avatar',
  firstHelpQuestion: () => 'Reward for asking the help desk your first question',
  puzzleSolved: (title?: string) =>
    title ? `Solved the puzzle ${quoted(title)}` : 'Reward for solving a puzzle',
  activityCompleted: (activity?: string, module?: string) =>
    activity && module
      ? `Completed ${quoted(activity)} in ${module}`
      : 'Reward for finishing an activity',
  moduleCompleted: (module?: string) =>
    module ? `Finished the module ${quoted(module)}` : 'Reward for finishing a module',
  streak: (days?: number) =>
    days ? `Learned ${days} days in a row` : 'Reward for learning several days in a row',
  leaguePrize: (place: string, className?: string) =>
    `Prize for finishing ${place} in ${className ? `the ${quoted(className)} league` : 'your class league'} this week`,
  competitionPrize: (place: number, competition: string) =>
    `Prize for finishing ${placeWord(place)} in the competition ${quoted(competition)}`,
  eventReward: (event: string) => `Reward for taking part in the event ${quoted(event)}`,
  gamePlayed: (game: string) => `Reward for playing ${quoted(game)}`,
  passwordGamePlayed: (game: string) => `Reward for playing the password game ${quoted(game)}`,
  bought: (quantity: number, item: string) => `Bought ${timesOf(quantity, item)} in the store`,
  fromPurchase: (quantity: number, item: string) =>
    `Came with ${timesOf(quantity, item)} from the store`,
  /** A reward rule an admin made for something Sparked has no sentence for. */
  otherReward: () => 'A reward from Sparked',
};

/** What the server's reward rules reward, by the table their reference names. */
export function rewardReason(reference: { referenceTable: string; referenceSelector: string }) {
  switch (reference.referenceTable) {
    case 'daily_sign_in':
      return ledgerReasons.dailySignIn();
    case 'avatars':
      return ledgerReasons.avatarSaved();
    case 'help_desk_tickets':
      return ledgerReasons.firstHelpQuestion();
    case 'puzzles':
      return ledgerReasons.puzzleSolved();
    case 'module_activities':
      return ledgerReasons.activityCompleted();
    case 'modules':
      return ledgerReasons.moduleCompleted();
    case 'streaks':
      return ledgerReasons.streak();
    case 'leagues':
      return (leaguePrizePlaces as readonly string[]).includes(reference.referenceSelector)
        ? ledgerReasons.leaguePrize(reference.referenceSelector)
        : ledgerReasons.otherReward();
    default:
      return ledgerReasons.otherReward();
  }
}

/** The terse forms rows written before the sentences above carry, and the sentence for each. */
const olderForms: [RegExp, (...parts: string[]) => string][] = [
  [
    /^Reward for ([a-z_]+)\/(.+)$/,
    (referenceTable, referenceSelector) => rewardReason({ referenceTable, referenceSelector }),
  ],
  [/^Event reward: (.+)$/, (event) => ledgerReasons.eventReward(event)],
  [/^Game: (.+)$/, (game) => ledgerReasons.gamePlayed(game)],
  [/^Password: (.+)$/, (game) => ledgerReasons.passwordGamePlayed(game)],
  [
    /^Prize for place (\d+) in (.+)$/,
    (place, competition) => ledgerReasons.competitionPrize(Number(place), competition),
  ],
  [/^Bought (\d+) × (.+)$/, (quantity, item) => ledgerReasons.bought(Number(quantity), item)],
  [/^From (\d+) × (.+)$/, (quantity, item) => ledgerReasons.fromPurchase(Number(quantity), item)],
  [/^Finished the module ([^“].*)$/, (module) => ledgerReasons.moduleCompleted(module)],
];

/**
 * The sentence a wallet history shows for a ledger row: refills by what they refilled, older
 * terse reasons rewritten, everything else (an admin's own words, today's sentences) as written.
 */
export function describeLedgerReason(entry: {
  kind: string;
  wallet: WalletName;
  reason: string;
}): string {
  if (entry.kind === 'refill') return ledgerReasons.refill(entry.wallet);
  for (const [form, sentence] of olderForms) {
    const parts = form.exec(entry.reason);
    if (parts) return sentence(...parts.slice(1));
  }
  return entry.reason;
}
