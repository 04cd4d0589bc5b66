// A student's classes and the activity player's calls.
export { useClassMembership } from './api/class-membership';
export {
  type ActivityPlace,
  classLandingQueryOptions,
  classmatesQueryOptions,
  learnerActivityQueryOptions,
  learnerModuleQueryOptions,
  learningKeys,
  type ModulePlace,
  myClassesQueryOptions,
  streakQueryOptions,
} from './api/learning-queries';
export { type PlayerCalls, scormLauncher, usePlayerCalls } from './api/player-calls';
export { timeSaveIntervalMs, useTimeOnActivity } from './api/use-time-on-activity';
export { type Celebration, celebrationsOf } from './model/celebrations';
export {
  activityAfter,
  activityStatusLabels,
  activityStatusTones,
  nextActivity,
  type OutlineActivity,
  outlineActivities,
} from './model/journey';
export {
  type LearningMoment,
  onLearningMoment,
  raiseLearningMoment,
} from './model/learning-moments';
