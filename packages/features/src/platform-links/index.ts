// Sparked's social accounts and app-store pages, set by admins.
export { platformLinkKeys, platformLinksQueryOptions } from './api/platform-links';
export { usePlatformLinksChange } from './api/platform-links-change';
export { isBrandName, socialNetworkName } from './model/social-network-names';
