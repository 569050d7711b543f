import path from 'node:path';
import type { Database } from './db/client';
import { createRequestAnswerer } from './db/request-channel';
import { changeAdminRole, type RoleChange } from './modules/admins/admins.service';
import { rotateIssuerKey } from './modules/credentials/credentials.service';

/**
 * `npm run admin` and a server running on the embedded database: only the server can open it, so
 * the command leaves its request in this folder of DATA_DIR and signals the server, as
 * `npm run backup` does (db/request-channel.ts). An operator's role changed, or the issuer's
 * signing key rotated (decision 034).
 */
export const ROLE_REQUESTS_FOLDER = 'role-requests';

export type RoleRequest = { action: 'grant' | 'revoke'; email: string } | { action: 'rotate-issuer-key' };
/** The role's change, or the id of the key now in use. */
export type RoleAnswer = { outcome: RoleChange } | { rotated: string };

/** What a request does to a database the caller has opened. */
export async function carryOut(db: Database, request: RoleRequest): Promise<RoleAnswer> {
  if (request.action === 'rotate-issuer-key') return { rotated: await rotateIssuerKey(db.orm) };
  return { outcome: await changeAdminRole(db.orm, request.action, request.email) };
}

export function createRoleRequestHandler(
  db: Database,
  dataDir: string,
  onDone: (result: RoleAnswer | { error: string }) => void,
): () => Promise<void> {
  return createRequestAnswerer<RoleRequest, RoleAnswer>(
    path.join(dataDir, ROLE_REQUESTS_FOLDER),
    (request) => carryOut(db, request),
    onDone,
  );
}
