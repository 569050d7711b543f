import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { askRunningServer } from './db/request-channel';
import { isAdmin } from './modules/admins/admins.repo';
import { publishedIssuerKeys } from './modules/credentials/credentials.service';
import { createRoleRequestHandler, ROLE_REQUESTS_FOLDER, type RoleAnswer, type RoleRequest } from './role-requests';
import { describeEachDatabase } from './test/databases';
import { insertTestUser } from './test/insert-test-user';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describeEachDatabase('role requests to the running server', (getDb) => {
  it('grants and revokes the role asked for, rotates the issuer’s key, and answers each request once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-roles-'));
    dirs.push(dataDir);
    const db = getDb();
    const user = await insertTestUser(db.orm, { name: 'Operadora' });
    const answered: (RoleAnswer | { error: string })[] = [];
    const answer = createRoleRequestHandler(db, dataDir, (result) => answered.push(result));
    // The signal a command sends: here, the server's handler called at once.
    const ask = (request: RoleRequest) =>
      askRunningServer<RoleRequest, RoleAnswer>({
        folder: path.join(dataDir, ROLE_REQUESTS_FOLDER),
        pid: process.pid,
        request,
        timeoutMs: 5_000,
        signal: () => void answer(),
        notAnswering: 'not answering',
      });

    expect(await ask({ action: 'grant', email: user.email })).toEqual({ outcome: 'granted' });
    expect(await isAdmin(db.orm, user.id)).toBe(true);
    expect(await ask({ action: 'revoke', email: user.email })).toEqual({ outcome: 'revoked' });
    expect(await isAdmin(db.orm, user.id)).toBe(false);
    expect(await ask({ action: 'grant', email: 'nobody@example.test' })).toEqual({ outcome: 'no such account' });
    // The issuer's key rotated: a new one in use, the old one still published.
    const before = await publishedIssuerKeys(db.orm);
    const rotated = await ask({ action: 'rotate-issuer-key' });
    expect(rotated).toEqual({ rotated: expect.any(String) });
    const after = await publishedIssuerKeys(db.orm);
    expect(after.map((key) => key.kid)).toEqual([
      ...before.map((key) => key.kid),
      (rotated as { rotated: string }).rotated,
    ]);
    expect(answered).toHaveLength(4);
    expect(fs.readdirSync(path.join(dataDir, ROLE_REQUESTS_FOLDER))).toEqual([]);
  });

  it('says so when no server answers requests in the folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-roles-'));
    dirs.push(dataDir);
    await expect(
      askRunningServer({
        folder: path.join(dataDir, ROLE_REQUESTS_FOLDER),
        pid: 1,
        request: { action: 'grant', email: 'a@example.test' },
        timeoutMs: 1_000,
        signal: () => {},
        notAnswering: 'The server does not take role requests yet.',
      }),
    ).rejects.toThrow('does not take role requests yet');
  });
});
