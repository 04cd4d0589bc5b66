import * as learningLocker from '@learninglocker/xapi-validation';
import * as xapiValidation from 'xapi-validation';

type Validate = (statement: unknown) => { path?: string[]; constructor: { name: string } }[];

/** The package's validator, whichever way the CommonJS default reaches this ES module. */
function validatorOf(module: unknown): Validate {
  let candidate = module as { default?: unknown };
  while (typeof candidate !== 'function' && candidate?.default)
    candidate = candidate.default as never;
  if (typeof candidate !== 'function') throw new Error('xAPI validator not found');
  return candidate as unknown as Validate;
}

/** Two independent xAPI 1.0.3 statement validators (Learning Locker's, in two releases). */
export const xapiValidators = {
  '@learninglocker/xapi-validation': validatorOf(learningLocker),
  'xapi-validation': validatorOf(xapiValidation),
};

/** Every validator's complaints about a statement, as "validator: path (warning)" lines. */
export function xapiErrors(statement: unknown): string[] {
  return Object.entries(xapiValidators).flatMap(([name, validate]) =>
    validate(structuredClone(statement)).map(
      (warning) => `${name}: ${(warning.path ?? []).join('.')} (${warning.constructor.name})`,
    ),
  );
}
