export { activityKey, activityQueryOptions } from './api/activity-queries';
export {
  applyOutlineChange,
  type ModuleLifecycleAction,
  useCreateModule,
  useModuleLifecycle,
  useOutlineChange,
  useUpdateModule,
} from './api/module-changes';
export {
  type ModuleListFilter,
  moduleKeys,
  moduleListQueryOptions,
  moduleQueryOptions,
  modulesPageSize,
} from './api/module-queries';
export { ModuleOutline, type ModuleOutlineProps } from './components/module-outline';
export {
  activityTypeLabels,
  formatEditedAt,
  moduleLevelLabels,
  moduleStatusLabels,
} from './model/module-presentation';
export { movedOutline, type OutlineChange, type OutlineTarget } from './model/outline-change';
