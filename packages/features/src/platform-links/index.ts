// Sparked's social accounts and app-store pages, set by admins.
export { platformLinkKeys, platformLinksQueryOptions } from './api/platform-links';
export { usePlatformLinksChange } from './api/platform-links-change';
export { socialNetworkNames } from './model/social-network-names';
