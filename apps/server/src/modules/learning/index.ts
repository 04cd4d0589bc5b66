export { registerLearning } from './register';
export { learningRepository } from './repository';
export {
  type StatementRow,
  toXapiStatement,
  type XapiStatement,
  xapiVersion,
} from './xapi-statement';
