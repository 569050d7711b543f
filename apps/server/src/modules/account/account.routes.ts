import { DeleteAccountRequest } from '@alavanca/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { parseInput } from '../../http/parse-input';
import type { AuthService } from '../auth/auth.service';
import { requireUser } from '../../http/require-user';
import { setCookies, toWebHeaders } from '../../http/web-request';
import { buildExportFileName, deleteAccount, exportAccountData } from './account.service';

export interface AccountRouteDeps {
  db: Database;
  /** Expires this browser's session cookies once the account is gone. */
  authService: Pick<AuthService, 'signOut'>;
  forgetSessions: (userId: string) => void;
}

/** `GET /api/account/export` (all the user's data, as a file) and `DELETE /api/account`. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { orm } = deps.db;

  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(request);
    const data = await exportAccountData(orm, user.id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${buildExportFileName(data.exportedAt)}"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', async (request, reply) => {
    const user = await requireUser(request);
    await deleteAccount(orm, user.id, parseInput(DeleteAccountRequest, request.body));
    deps.forgetSessions(user.id);
    // The sessions went with the account; signing out now only makes the browser drop the
    // cookie. The deletion already happened, so a failure here must not turn it into an error.
    try {
      const { cookies } = await deps.authService.signOut(toWebHeaders(request));
      setCookies(reply, cookies);
    } catch (error) {
      request.log.warn({ err: error }, 'could not expire the cookies of a deleted account');
    }
    return reply.status(204).send();
  });
}
