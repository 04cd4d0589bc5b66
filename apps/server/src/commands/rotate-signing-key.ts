import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { loadSigningKeys, rotateSigningKey } from '../modules/core/signing-keys';

/**
 * `npm run rotate-signing-key -w @sparked/server`: retires the key that signs access tokens and
 * certificates and makes a new one. Restart every instance afterwards so they all sign with it;
 * everything the old key signed keeps verifying.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const before = await loadSigningKeys(database.db);
await rotateSigningKey(database.db);
const after = await loadSigningKeys(database.db);
console.log(`Signing key ${before.kid} retired; ${after.kid} signs from the next start.`);
await database.close();
