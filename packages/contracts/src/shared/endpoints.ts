import { academyEndpoints } from '../academy/endpoints';
import { adminEndpoints } from '../admin/endpoints';
import { analyticsEndpoints } from '../analytics/endpoints';
import { assistantEndpoints } from '../assistants/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { avatarEndpoints } from '../avatar/endpoints';
import { certificateEndpoints } from '../certificates/endpoints';
import {
  classEndpoints,
  classProgressEndpoints,
  referralCodeEndpoints,
} from '../classes/endpoints';
import { clipboardEndpoints } from '../clipboard/endpoints';
import { codeBoxEndpoints } from '../code-box/endpoints';
import { competitionEndpoints } from '../competitions/endpoints';
import { eventEndpoints } from '../events/endpoints';
import { gameEndpoints } from '../games/endpoints';
import { helpDeskEndpoints } from '../help-desk/endpoints';
import { leagueEndpoints } from '../leagues/endpoints';
import { playerEndpoints } from '../learning/endpoints';
import { learningRecordEndpoints } from '../learning-records/endpoints';
import { ltiAdvantageEndpoints } from '../lti/advantage-endpoints';
import { ltiPlatformEndpoints, ltiToolEndpoints } from '../lti/endpoints';
import { moduleAuthorEndpoints } from '../module-authors/endpoints';
import { moduleEndpoints, moduleOutlineEndpoints } from '../modules/endpoints';
import { moduleImportEndpoints } from '../modules/imports';
import { passwordEndpoints } from '../password-games/endpoints';
import { paymentEndpoints } from '../payments/endpoints';
import { platformEndpoints } from '../platform/endpoints';
import { puzzleEndpoints } from '../puzzles/endpoints';
import { rewardEndpoints } from '../rewards/endpoints';
import { scormEndpoints } from '../scorm/endpoints';
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
  ...moduleAuthorEndpoints,
  ...moduleEndpoints,
  ...moduleImportEndpoints,
  ...clipboardEndpoints,
  ...moduleOutlineEndpoints,
  ...classEndpoints,
  ...playerEndpoints,
  ...classProgressEndpoints,
  ...academyEndpoints,
  ...certificateEndpoints,
  ...referralCodeEndpoints,
  ...paymentEndpoints,
  ...studentAreaEndpoints,
  ...eventEndpoints,
  ...leagueEndpoints,
  ...competitionEndpoints,
  ...adminEndpoints,
  ...learningRecordEndpoints,
  ...codeBoxEndpoints,
  ...gameEndpoints,
  ...puzzleEndpoints,
  ...passwordEndpoints,
  ...ltiPlatformEndpoints,
  ...ltiToolEndpoints,
  ...ltiAdvantageEndpoints,
  ...scormEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
