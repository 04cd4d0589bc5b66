export { currentUserKeys, currentUserQueryOptions, fetchCurrentUser } from './api/current-user';
