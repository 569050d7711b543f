/**
 * A short, stable name for what a try was: two FNV-1a lanes over its canonical text, 16 hex
 * digits. Equal inputs (the same setup and decisions, the same words) give the same name, so a
 * try repeated without a change is one piece of evidence.
 */
export function fingerprint(parts: readonly unknown[]): string {
  const text = JSON.stringify(parts);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
