import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredential } from './credential-check';
import { envelope, newSigningKey, publishedJwk, signCredential } from './vc-jwt';

const CREDENTIAL = {
  id: 'urn:uuid:0f6a3c1e-2b4d-8c7e-a910-5d2e8f7b6c01',
  issuer: { id: 'https://alavanca.example/api/issuer', name: 'Alavanca' },
  validFrom: '2026-11-30T12:00:00.000Z',
  name: 'Firme no imprevisto',
  credentialSubject: { identifier: [{ identityType: 'name', identityHash: 'Ana Souza' }] },
};
const key = newSigningKey();
const keys = [publishedJwk(key)];
const file = `${JSON.stringify(envelope(signCredential(CREDENTIAL, key)), null, 2)}\n`;
/** The same file with one character of the signed credential changed. */
const changed = file.replace('.ey', '.ex');

describe('checking a credential file', () => {
  it('says what a valid one awards, to whom, by whom and with which key', () => {
    expect(checkCredential(file, keys)).toEqual({
      valid: true,
      said: `Valid: "Firme no imprevisto", awarded to Ana Souza by Alavanca (https://alavanca.example/api/issuer) from 2026-11-30T12:00:00.000Z, signed with key ${key.kid}.`,
    });
  });

  it('says why one does not hold', () => {
    expect(checkCredential(changed, keys).valid).toBe(false);
    expect(checkCredential(file, [publishedJwk(newSigningKey())]).said).toMatch(/never published/);
    expect(checkCredential('{"type":"VerifiableCredential"}', keys).said).toMatch(/not a signed credential/);
  });
});

describe('npm run verify-credential', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'credential-'));
    await writeFile(path.join(folder, 'badge.json'), file);
    await writeFile(path.join(folder, 'changed.json'), changed);
    await writeFile(path.join(folder, 'jwks.json'), JSON.stringify({ keys }));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '..', 'credential-cli.ts'), ...args],
      { timeout: 30_000 },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout + error.stderr,
      }),
    );

  it('checks a file offline against saved keys: 0 when valid, 1 when a byte changed', async () => {
    const valid = await cli(path.join(folder, 'badge.json'), '--keys', path.join(folder, 'jwks.json'));
    expect(valid).toEqual({ code: 0, stdout: expect.stringContaining('Valid: "Firme no imprevisto"') });
    const broken = await cli(path.join(folder, 'changed.json'), '--keys', path.join(folder, 'jwks.json'));
    expect(broken).toEqual({ code: 1, stdout: expect.stringContaining('Not valid') });
  });
});
