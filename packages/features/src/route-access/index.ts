export {
  type AccessContext,
  type AccessDecision,
  type AccessRequirements,
  checkAccess,
} from './model/check-access';
