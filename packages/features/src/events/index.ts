// Events: time-limited quests students join, with a reward claimed once. The queries
// and the actions are apart, so a route's loader does not bring the mutation machinery with it.
export { useEventActions } from './api/event-actions';
export { eventKeys, eventQueryOptions, eventsQueryOptions } from './api/event-queries';
export { useEventSave } from './api/event-save';
export { questText, rewardText, statusLabels, statusTones, windowText } from './model/event-words';
