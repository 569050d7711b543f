import { createHash } from 'node:crypto';
import ptRules from '@alavanca/contracts/locales/pt-BR/achievementRules.json';
import { V } from '@alavanca/contracts/validation-messages';
import { isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { prepareDatabase } from '../../db/migrations';
import { issuerKeys } from '../../db/schema/instance';
import { unwrapCredential, verifyCredential, type IssuerJwk } from '../../lib/vc-jwt';
import { resolveMigrationsFolder } from '../../server-paths';
import { readError } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { SETUP, useSimulationsApp } from '../../test/simulations';
import type { TestUser } from '../../test/users';
import { createCredentialService } from '../credentials/credentials.service';

/*
 * An earned achievement downloaded as an Open Badges 3.0 credential signed by the issuer's key
 * (decision 034). STEADY's fifth month earns "steadyThroughShock" (progress.test.ts).
 */
const STEADY = { ...SETUP, seed: 1 };

describeEachDatabase('achievement credentials', (getDb) => {
  const { newUser, created, advance, api } = useSimulationsApp(getDb);

  async function earnedSteady(user: TestUser) {
    let simulation = await created(user, STEADY);
    for (let month = 0; month < 5; month += 1) simulation = await advance(user, simulation);
  }
  const download = (user: TestUser | null, id: string) =>
    api.call('GET', `/api/progress/achievements/${id}/credential`, user ? { cookie: user.cookie } : {});
  const publishedKeys = async () => {
    const response = await api.call('GET', '/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/jwk-set+json');
    return ((await response.json()) as { keys: IssuerJwk[] }).keys;
  };

  it('are signed by a key made once on first start and published with the issuer, signed out', async () => {
    const inUse = () => getDb().orm.select().from(issuerKeys).where(isNull(issuerKeys.retiredAt));
    const [key] = await inUse();
    expect(key).toBeDefined();
    // Starting again, or two instances starting together, keep the one key.
    await Promise.all([
      prepareDatabase(getDb(), resolveMigrationsFolder()),
      prepareDatabase(getDb(), resolveMigrationsFolder()),
    ]);
    expect((await inUse()).map((row) => row.id)).toEqual([key!.id]);
    expect(await publishedKeys()).toEqual([{ ...key!.publicJwk, kid: key!.id, alg: 'EdDSA', use: 'sig' }]);
    // The private half is never published.
    expect(JSON.stringify(await publishedKeys())).not.toContain('PRIVATE');

    const issuer = await api.call('GET', '/api/issuer');
    expect(issuer.status).toBe(200);
    expect(await issuer.json()).toMatchObject({
      type: ['Profile'],
      name: 'Alavanca',
      id: expect.stringMatching(/\/api\/issuer$/),
    });
  });

  it('download an earned achievement as a credential that verifies, states its rule and fails when a byte changes', async () => {
    const ana = await newUser();
    await earnedSteady(ana);
    const response = await download(ana, 'steadyThroughShock');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="alavanca-steadyThroughShock.json"');
    const file = await response.text();
    const token = unwrapCredential(file)!;
    const keys = await publishedKeys();
    const verified = verifyCredential(token, keys);
    expect(verified.valid).toBe(true);
    if (!verified.valid) return;
    const issuer = (await (await api.call('GET', '/api/issuer')).json()) as { id: string };
    expect(verified.credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuer.id, name: 'Alavanca' },
      name: 'Firme no imprevisto',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          type: ['Achievement'],
          name: 'Firme no imprevisto',
          criteria: { narrative: ptRules.rules.steadyThroughShock },
          tag: ['Caixa'],
        },
      },
      evidence: [{ type: ['Evidence'], narrative: expect.stringContaining('mês 5') }],
    });
    // The holder by name, and by a salted hash of the address, never the address itself.
    const [email, name] = (verified.credential.credentialSubject as { identifier: Record<string, string>[] })
      .identifier;
    expect(name).toMatchObject({ identityType: 'name', hashed: false, identityHash: ana.user.name });
    expect(email).toMatchObject({ identityType: 'emailAddress', hashed: true });
    expect(email!.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${ana.user.email.toLowerCase()}${email!.salt}`).digest('hex')}`,
    );
    expect(file).not.toContain(ana.user.email);
    // Downloaded again: the same file.
    expect(await (await download(ana, 'steadyThroughShock')).text()).toBe(file);
    // One character changed anywhere in the signed part, and it no longer verifies.
    const [header, payload] = token.split('.');
    const at = header!.length + 1 + Math.floor(payload!.length / 2);
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(verifyCredential(changed, keys).valid).toBe(false);

    // In the holder's language.
    expect(
      (await api.call('PATCH', '/api/preferences', { cookie: ana.cookie, body: { language: 'en-US' } })).status,
    ).toBe(200);
    const english = verifyCredential(unwrapCredential(await (await download(ana, 'steadyThroughShock')).text())!, keys);
    expect(english.valid && english.credential.name).toBe('Steady through a shock');
  });

  it('are the owner’s earned ones only', async () => {
    const ana = await newUser();
    const bia = await newUser();
    await earnedSteady(ana);
    // Bia has not earned it: Ana's is not hers to download.
    expect((await download(bia, 'steadyThroughShock')).status).toBe(404);
    expect((await download(ana, 'firstFullYear')).status).toBe(404);
    expect((await download(null, 'steadyThroughShock')).status).toBe(401);
    // An id no achievement has: refused as an invalid option, in the catalog's words.
    const unknown = await download(ana, 'loggedIn');
    expect(unknown.status).toBe(400);
    expect((await readError(unknown)).issues).toEqual([{ path: 'id', message: V.invalidOption }]);
  });

  it('still verify after the key is rotated, and new ones are signed with the new key', async () => {
    const ana = await newUser();
    await earnedSteady(ana);
    const before = unwrapCredential(await (await download(ana, 'steadyThroughShock')).text())!;
    const next = await createCredentialService({ orm: getDb().orm, publicUrl: () => api.baseUrl }).rotate();
    const keys = await publishedKeys();
    expect(keys).toHaveLength(2);
    expect(verifyCredential(before, keys).valid).toBe(true);
    const after = verifyCredential(unwrapCredential(await (await download(ana, 'steadyThroughShock')).text())!, keys);
    expect(after).toMatchObject({ valid: true, kid: next });
  });
});
