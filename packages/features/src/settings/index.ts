// A user's own settings (issue 15): time zone, music and sound.
export {
  settingsKeys,
  settingsQueryOptions,
  useSettingsChange,
  useTimeZoneFollowsDevice,
} from './api/settings';
