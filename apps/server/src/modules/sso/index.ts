export type { PasswordResets } from './password-resets';
export { noPasswordYet } from './passwords';
export { type PublicUser, ssoRepository } from './repository';
export { publicSigningKey, type SigningKeys, signingAlgorithm } from './signing-keys';
