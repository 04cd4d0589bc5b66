export {
  currentModuleAuthorQueryOptions,
  fetchCurrentModuleAuthor,
  moduleAuthorKeys,
} from './api/current-module-author';
