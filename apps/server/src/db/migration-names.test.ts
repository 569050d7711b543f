import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from '../server-paths';
import { readMigrationJournal } from './migrations';

/** `NNNN_words-in-kebab-case`, as the rest of the tree names files (`db:generate -- --name a-name`). */
const TAG = /^\d{4}_[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('the migration set', () => {
  const folder = resolveMigrationsFolder();
  const { entries } = readMigrationJournal(folder);

  it('names every migration in one style, numbered in order, each with its file', () => {
    entries.forEach(({ tag }, index) => {
      expect(tag).toMatch(TAG);
      expect(tag.slice(0, 4)).toBe(String(index).padStart(4, '0'));
      expect(fs.existsSync(path.join(folder, `${tag}.sql`)), tag).toBe(true);
    });
  });

  it('holds no SQL file the journal does not list', () => {
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(entries.map(({ tag }) => `${tag}.sql`).sort());
  });
});
