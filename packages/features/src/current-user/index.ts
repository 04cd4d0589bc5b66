export {
  currentUserKeys,
  currentUserQueryOptions,
  fetchCurrentUser,
  useSaveLocale,
} from './api/current-user';
