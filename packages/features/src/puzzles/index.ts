export {
  puzzleQueryOptions,
  puzzlesQueryOptions,
  useCreatePuzzle,
  useSolvePuzzle,
} from './api/puzzle-calls';
export { CrosswordGrid, type CrosswordGridProps } from './components/crossword-grid';
export {
  type FoundWord,
  WordSearchGrid,
  type WordSearchGridProps,
} from './components/word-search-grid';
export { rowsOf } from './model/crossword-cells';
export { puzzleKindNames } from './model/puzzle-words';
