// The school's learning record store, for admins: the connection, delivery and refused
// statements. Queries and changes are apart, so a route's loader does not bring the mutation
// machinery with it.
export {
  type ParkedStatementChange,
  useLearningRecordStoreClear,
  useLearningRecordStoreSave,
  useLearningRecordStoreTest,
  useParkedStatementChange,
} from './api/learning-records-changes';
export {
  learningRecordStoreQueryOptions,
  learningRecordsKeys,
  parkedPageSize,
  parkedStatementsQueryOptions,
} from './api/learning-records-queries';
export {
  deliverySummary,
  lrsConnectionSourceLabels,
  lrsCredentialKindLabels,
} from './model/delivery-words';
