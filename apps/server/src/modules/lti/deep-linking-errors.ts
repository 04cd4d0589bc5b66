import { AppError } from '../../http/errors';

/** A choice Sparked cannot turn into content items: the one JSON error shape, a 400. */
export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
