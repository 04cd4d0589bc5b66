import { AppError } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';

/** A choice Sparked cannot turn into content items: the one JSON error shape, a 400. */
export const badRequest = (message: ServerMessage) => new AppError(400, 'bad_request', message);
