export { currentUserKeys, currentUserQueryOptions, fetchCurrentUser } from './api/current-user';
export { useSaveLocale } from './api/save-locale';
