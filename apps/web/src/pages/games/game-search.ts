import type { GameCompetition } from '@sparked/contracts';
import { id, searchOf } from '../../app/search-params';

/** Six digits; the router reads `?pin=123456` as a number, so a number is taken too. */
const pin = (value: unknown) => {
  const digits = typeof value === 'number' ? String(value) : value;
  return typeof digits === 'string' && /^\d{6}$/.test(digits) ? digits : undefined;
};

/** A PIN from a join link or QR code, or the room the viewer is in (so a reload keeps it). */
export const readGameSearch = searchOf({ pin, room: id });
export type GameSearch = ReturnType<typeof readGameSearch>;

/** The page of each game that takes a PIN or a room, on its own or in the winter competition. */
const gamePaths = {
  'game-master': { own: '/game/game-master', winter: '/winter-competition/game-master' },
  password: { own: '/game/password', winter: '/winter-competition/password' },
} as const;

export const gamePath = (game: keyof typeof gamePaths, competition: GameCompetition | null) =>
  competition ? gamePaths[game].winter : gamePaths[game].own;
