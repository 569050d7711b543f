import { inflateSync } from 'node:zlib';

/*
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the plain TrueType/OpenType file it wraps. The
 * brand's font reaches the server only as the web packages ship it (WOFF); fontkit reads WOFF
 * but inflates its tables in JavaScript for every document, which cost a report ~400 ms. Node's
 * zlib does it once, at start, in about a millisecond.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const padded = (length: number) => (length + 3) & ~3;
const tagName = (tag: number) =>
  Buffer.from([tag >>> 24, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff]).toString('latin1');

/** The font inside `woff`, without the tables named in `omit` (their four-letter tags). */
export function woffToSfnt(woff: Buffer, omit: readonly string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const all = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table does not inflate to its declared length.');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const tables = all.filter((table) => !omit.includes(tagName(table.tag)));
  const numTables = tables.length;

  const directoryEnd = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directoryEnd);
  const sfnt = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY_BYTES - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
