import { adminEndpoints } from '../admin/endpoints';
import { analyticsEndpoints } from '../analytics/endpoints';
import { assistantEndpoints } from '../assistants/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { avatarEndpoints } from '../avatar/endpoints';
import { classEndpoints } from '../classes/endpoints';
import { codeBoxEndpoints } from '../code-box/endpoints';
import { competitionEndpoints } from '../competitions/endpoints';
import { eventEndpoints } from '../events/endpoints';
import { gameEndpoints } from '../games/endpoints';
import { helpDeskEndpoints } from '../help-desk/endpoints';
import { leagueEndpoints } from '../leagues/endpoints';
import { moduleEndpoints } from '../modules/endpoints';
import { passwordEndpoints } from '../password-games/endpoints';
import { paymentEndpoints } from '../payments/endpoints';
import { platformEndpoints } from '../platform/endpoints';
import { puzzleEndpoints } from '../puzzles/endpoints';
import { rewardEndpoints } from '../rewards/endpoints';
import { studentAreaEndpoints } from '../student-area/endpoints';
import { themeEndpoints } from '../theme/endpoints';
import { tokenStoreEndpoints } from '../token-store/endpoints';
import { walletEndpoints } from '../wallets/endpoints';
import type { Endpoint } from './endpoint';

/**
 * The endpoint table (decision 0006): every call the server answers, once. The server registers
 * its routes from these entries, the web client derives its fetchers from them, the OpenAPI
 * document is generated from them, and the denial and bad-input tests walk them.
 */
export const endpoints = {
  ...authEndpoints,
  ...themeEndpoints,
  ...analyticsEndpoints,
  ...walletEndpoints,
  ...rewardEndpoints,
  ...tokenStoreEndpoints,
  ...avatarEndpoints,
  ...assistantEndpoints,
  ...helpDeskEndpoints,
  ...platformEndpoints,
  ...moduleEndpoints,
  ...classEndpoints,
  ...paymentEndpoints,
  ...studentAreaEndpoints,
  ...eventEndpoints,
  ...leagueEndpoints,
  ...competitionEndpoints,
  ...adminEndpoints,
  ...codeBoxEndpoints,
  ...gameEndpoints,
  ...puzzleEndpoints,
  ...passwordEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
