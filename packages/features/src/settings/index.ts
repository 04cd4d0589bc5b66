// A user's own settings: time zone, music and sound.
export { settingsKeys, settingsQueryOptions, useTimeZoneFollowsDevice } from './api/settings';
export { useSettingsChange } from './api/settings-change';
