export {
  currentModuleAuthorQueryOptions,
  fetchCurrentModuleAuthor,
  moduleAuthorKeys,
} from './api/current-module-author';
export {
  type AuthorChange,
  authorsPageSize,
  moduleAuthorListQueryOptions,
  useModuleAuthorChange,
} from './api/module-author-list';
