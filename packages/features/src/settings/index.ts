// A user's own settings (issue 15): time zone, music and sound.
export { settingsKeys, settingsQueryOptions, useTimeZoneFollowsDevice } from './api/settings';
export { useSettingsChange } from './api/settings-change';
