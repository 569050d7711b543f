import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const WOFF = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));

/** OpenType's table checksum: the sum of its big-endian 32-bit words, the last one zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('writes the font the WOFF wraps: its flavour, a sorted directory and every table intact', () => {
    const sfnt = woffToSfnt(WOFF);
    const numTables = sfnt.readUInt16BE(4);
    expect(sfnt.readUInt32BE(0)).toBe(WOFF.readUInt32BE(4));
    expect(numTables).toBe(WOFF.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThan(WOFF.length);
    const tags: string[] = [];
    for (let index = 0; index < numTables; index += 1) {
      const entry = 12 + index * 16;
      const tag = sfnt.subarray(entry, entry + 4).toString('latin1');
      const offset = sfnt.readUInt32BE(entry + 8);
      const length = sfnt.readUInt32BE(entry + 12);
      tags.push(tag);
      expect(offset % 4, tag).toBe(0);
      // The head table's checksum is taken with its checksumAdjustment field zeroed.
      if (tag !== 'head')
        expect(checksum(sfnt.subarray(offset, offset + length)), tag).toBe(sfnt.readUInt32BE(entry + 4));
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'hmtx', 'loca', 'name']));
  });

  it('leaves out the tables it is told to', () => {
    const whole = woffToSfnt(WOFF);
    const without = woffToSfnt(WOFF, ['GSUB']);
    const tags = (sfnt: Buffer) =>
      Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) =>
        sfnt.subarray(12 + index * 16, 16 + index * 16).toString('latin1'),
      );
    expect(tags(whole)).toContain('GSUB');
    expect(tags(without)).toEqual(tags(whole).filter((tag) => tag !== 'GSUB'));
    expect(without.readUInt16BE(4)).toBe(whole.readUInt16BE(4) - 1);
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close....................'))).toThrow(
      'Not a WOFF',
    );
  });
});
