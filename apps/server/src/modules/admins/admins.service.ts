import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteAdmin, findAdminGrant, findUserByEmail, insertAdmin, isAdmin } from './admins.repo';

/**
 * The operators' role: granted and revoked from the command line only (`npm run admin`), never
 * through the API, and checked on the server for every admin route.
 */
export interface AdminService {
  isAdmin(userId: string): Promise<boolean>;
  /** Throws FORBIDDEN unless the user is an operator. */
  requireAdmin(userId: string): Promise<void>;
}

export function createAdminService(orm: Orm): AdminService {
  return {
    isAdmin: (userId) => isAdmin(orm, userId),
    async requireAdmin(userId) {
      if (!(await isAdmin(orm, userId))) throw new AppError('FORBIDDEN');
    },
  };
}

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'no such account';

/** `grant` or `revoke` the role of the account with this e-mail. */
export async function changeAdminRole(orm: Orm, action: 'grant' | 'revoke', email: string): Promise<RoleChange> {
  const account = await findUserByEmail(orm, email);
  if (!account) return 'no such account';
  const changed = action === 'grant' ? await insertAdmin(orm, account.id) : await deleteAdmin(orm, account.id);
  if (!changed) return 'unchanged';
  return action === 'grant' ? 'granted' : 'revoked';
}

/** The grant, for the data export: when the user became an operator, or null. */
export async function exportAdminData(orm: Orm, userId: string) {
  const grant = await findAdminGrant(orm, userId);
  return { admin: grant && { grantedAt: grant.grantedAt.toISOString() } };
}
