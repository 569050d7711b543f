import path from 'node:path';
import type { Database } from './db/client';
import { createRequestAnswerer } from './db/request-channel';
import { changeAdminRole, type RoleChange } from './modules/admins/admins.service';

/**
 * `npm run admin` and a server running on the embedded database: only the server can open it, so
 * the command leaves its request in this folder of DATA_DIR and signals the server, as
 * `npm run backup` does (db/request-channel.ts).
 */
export const ROLE_REQUESTS_FOLDER = 'role-requests';

export interface RoleRequest {
  action: 'grant' | 'revoke';
  email: string;
}
export interface RoleAnswer {
  outcome: RoleChange;
}

export function createRoleRequestHandler(
  db: Database,
  dataDir: string,
  onDone: (result: RoleAnswer | { error: string }) => void,
): () => Promise<void> {
  return createRequestAnswerer<RoleRequest, RoleAnswer>(
    path.join(dataDir, ROLE_REQUESTS_FOLDER),
    async (request) => ({ outcome: await changeAdminRole(db.orm, request.action, request.email) }),
    onDone,
  );
}
