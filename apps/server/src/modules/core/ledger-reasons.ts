import { leaguePrizePlaces, type WalletName } from '@sparked/contracts';
import { type Sentence, sentenceOf } from '../../http/errors';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import { ledgerSaid as said } from './ledger-said';

// The sentences a wallet history shows beside each change, for a learner of about twelve: they
// name the thing (the puzzle, the event, the competition) and never an id or a table. The server
// writes their English into the ledger, and `describeLedgerReason` reads a row back into its
// catalogue entry (decision 0046), the older, terse forms included, so old and new rows read alike
// and in the learner's language. They live here, where every domain that pays into a wallet can
// write them.

const english = (message: ServerMessage) => translate('en', message);
type LeaguePlace = (typeof leaguePrizePlaces)[number];
const isLeaguePlace = (place: string): place is LeaguePlace =>
  (leaguePrizePlaces as readonly string[]).includes(place);

/** The ledger's sentences in English, as the domains that pay into a wallet write them. */
export const ledgerReasons = {
  refill: (wallet: WalletName) => english(said.refill(wallet)),
  dailySignIn: () => english(said.dailySignIn),
  avatarSaved: () => english(said.avatarSaved),
  firstHelpQuestion: () => english(said.firstHelpQuestion),
  puzzleSolved: (title?: string) => english(title ? said.puzzleSolved(title) : said.puzzleReward),
  activityCompleted: (activity?: string, module?: string) =>
    english(activity && module ? said.activityCompleted(activity, module) : said.activityReward),
  moduleCompleted: (module?: string) =>
    english(module ? said.moduleCompleted(module) : said.moduleReward),
  streak: (days?: number) => english(days ? said.streak(days) : said.streakReward),
  leaguePrize: (place: LeaguePlace, className?: string) =>
    english(className ? said.classLeaguePrize(place, className) : said.leaguePrize(place)),
  competitionPrize: (place: number, competition: string) =>
    english(said.competitionPrize(place, competition)),
  eventReward: (event: string) => english(said.eventReward(event)),
  gamePlayed: (game: string) => english(said.gamePlayed(game)),
  passwordGamePlayed: (game: string) => english(said.passwordGamePlayed(game)),
  bought: (quantity: number, item: string) => english(said.bought(quantity, item)),
  fromPurchase: (quantity: number, item: string) => english(said.fromPurchase(quantity, item)),
  /** A reward rule an admin made for something Sparked has no sentence for. */
  otherReward: () => english(said.otherReward),
};

/** What the server's reward rules reward, by the table their reference names. */
function rewardSaid(reference: { referenceTable: string; referenceSelector: string }) {
  const byTable: Record<string, ServerMessage> = {
    daily_sign_in: said.dailySignIn,
    avatars: said.avatarSaved,
    help_desk_tickets: said.firstHelpQuestion,
    puzzles: said.puzzleReward,
    module_activities: said.activityReward,
    modules: said.moduleReward,
    streaks: said.streakReward,
  };
  const place = reference.referenceSelector;
  if (reference.referenceTable === 'leagues' && isLeaguePlace(place))
    return said.leaguePrize(place);
  return byTable[reference.referenceTable] ?? said.otherReward;
}

/** What the server's reward rules reward, in the English the ledger stores. */
export const rewardReason = (reference: { referenceTable: string; referenceSelector: string }) =>
  english(rewardSaid(reference));

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
/** A place as a prize's sentence says it ("second", "place 7"), as a number. */
const placeOf = (word: string) => ordinals.indexOf(word) + 1 || Number(word.replace('place ', ''));

type StoredForm = [RegExp, (...parts: string[]) => ServerMessage | undefined];

/**
 * Today's sentences with values, and the entry each reads as (those without are found by their
 * English). They are read first: a sentence of today's may look like an older form
 * ("Bought 3 × “Energy drink” in the store").
 */
const todaysForms: StoredForm[] = [
  [/^Solved the puzzle “(.+)”$/, (title) => said.puzzleSolved(title)],
  [/^Completed “(.+)” in (.+)$/, (activity, module) => said.activityCompleted(activity, module)],
  [/^Finished the module “(.+)”$/, (module) => said.moduleCompleted(module)],
  [/^Learned (\d+) days in a row$/, (days) => said.streak(Number(days))],
  [
    /^Prize for finishing (\w+) in (?:your class league|the “(.+)” league) this week$/,
    (place, className) =>
      !isLeaguePlace(place)
        ? undefined
        : className
          ? said.classLeaguePrize(place, className)
          : said.leaguePrize(place),
  ],
  [
    /^Prize for finishing (\w+|place \d+) in the competition “(.+)”$/,
    (place, name) => said.competitionPrize(placeOf(place), name),
  ],
  [/^Reward for taking part in the event “(.+)”$/, (event) => said.eventReward(event)],
  [/^Reward for playing the password game “(.+)”$/, (game) => said.passwordGamePlayed(game)],
  [/^Reward for playing “(.+)”$/, (game) => said.gamePlayed(game)],
  [/^Bought (?:(\d+) × )?“(.+)” in the store$/, (n, item) => said.bought(Number(n ?? 1), item)],
  [
    /^Came with (?:(\d+) × )?“(.+)” from the store$/,
    (n, item) => said.fromPurchase(Number(n ?? 1), item),
  ],
];

/** The terse forms rows written before these sentences carry, and the entry each reads as. */
const olderForms: StoredForm[] = [
  [
    /^Reward for ([a-z_]+)\/(.+)$/,
    (referenceTable, referenceSelector) => rewardSaid({ referenceTable, referenceSelector }),
  ],
  [/^Event reward: (.+)$/, (event) => said.eventReward(event)],
  [/^Game: (.+)$/, (game) => said.gamePlayed(game)],
  [/^Password: (.+)$/, (game) => said.passwordGamePlayed(game)],
  [/^Prize for place (\d+) in (.+)$/, (place, name) => said.competitionPrize(Number(place), name)],
  [/^Bought (\d+) × (.+)$/, (quantity, item) => said.bought(Number(quantity), item)],
  [/^From (\d+) × (.+)$/, (quantity, item) => said.fromPurchase(Number(quantity), item)],
  [/^Finished the module ([^“].*)$/, (module) => said.moduleCompleted(module)],
];

/** Today's sentences without values, by their English. */
const plainSentences = new Map(
  Object.values(said)
    .filter((each): each is ServerMessage => typeof each !== 'function')
    .map((each) => [english(each), each]),
);

/** Today's entry for a stored reason, when it is one of Sparked's sentences, old or new. */
function entryOfReason(reason: string): ServerMessage | undefined {
  const plain = plainSentences.get(reason);
  if (plain) return plain;
  for (const [form, sentence] of [...todaysForms, ...olderForms]) {
    const parts = form.exec(reason);
    if (parts) return sentence(...parts.slice(1));
  }
  return undefined;
}

/**
 * The sentence a wallet history shows for a ledger row, with its catalogue entry for the
 * learner's language: refills by what they refilled, Sparked's sentences (older terse ones
 * rewritten) by their entry, anything else (an admin's own words) as written, without one.
 */
export function describeLedgerReason(entry: {
  kind: string;
  wallet: WalletName;
  reason: string;
}): Sentence | { message: string; entry?: undefined } {
  const known = entry.kind === 'refill' ? said.refill(entry.wallet) : entryOfReason(entry.reason);
  return known ? sentenceOf(known) : { message: entry.reason };
}
