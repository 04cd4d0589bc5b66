import { id, searchOf } from '../../app/search-params';

/** The puzzle open on the page, so a link or a reload opens it. */
export const readPuzzleSearch = searchOf({ puzzle: id });
