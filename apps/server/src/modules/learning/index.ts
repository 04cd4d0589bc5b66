export { registerLearning } from './register';
export { learningRepository } from './repository';
export { type StoredStatementRow, toXapiStatement, type XapiStatement } from './xapi-statement';
