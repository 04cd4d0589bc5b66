import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { loadSigningKeys, rotateSigningKey } from '../modules/core/signing-keys';

/**
 * `npm run rotate-signing-key -w @sparked/server`: retires the keys that sign access tokens,
 * certificates and LTI messages and makes new ones. Restart every instance afterwards so they all sign with it;
 * everything the old key signed keeps verifying.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const before = await loadSigningKeys(database.db);
await rotateSigningKey(database.db);
const after = await loadSigningKeys(database.db);
console.log(`Signing key ${before.kid} retired; ${after.kid} signs from the next start.`);
console.log(`LTI key ${before.rsa.kid} retired; ${after.rsa.kid} signs from the next start.`);
await database.close();
