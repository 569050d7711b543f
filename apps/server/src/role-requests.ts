import path from 'node:path';
import type { Database } from './db/client';
import { createRequestAnswerer } from './db/request-channel';
import { changeAdminRole, type RoleChange } from './modules/admins/admins.service';
import { revokeCertificateById, type Revocation } from './modules/certificate/certificate.service';
import { rotateIssuerKey } from './modules/credentials/credentials.service';

/**
 * `npm run admin` and a server running on the embedded database: only the server can open it, so
 * the command leaves its request in this folder of DATA_DIR and signals the server, as
 * `npm run backup` does (db/request-channel.ts). An operator's role changed, the issuer's signing
 * key rotated (decision 034), or a certificate revoked (decision 035).
 */
export const ROLE_REQUESTS_FOLDER = 'role-requests';

export type RoleRequest =
  | { action: 'grant' | 'revoke'; email: string }
  | { action: 'rotate-issuer-key' }
  | { action: 'revoke-certificate'; id: string; reason: string };
/** The role's change, the id of the key now in use, or what became of the certificate. */
export type RoleAnswer = { outcome: RoleChange } | { rotated: string } | { revocation: Revocation };

/** What a request does to a database the caller has opened. */
export async function carryOut(db: Database, request: RoleRequest): Promise<RoleAnswer> {
  if (request.action === 'rotate-issuer-key') return { rotated: await rotateIssuerKey(db.orm) };
  if (request.action === 'revoke-certificate')
    return { revocation: await revokeCertificateById(db.orm, request.id, request.reason, new Date()) };
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
