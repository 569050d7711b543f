/**
 * Rounds an amount of money to whole cents, half away from zero (R$ 0,005 → R$ 0,01 and
 * −R$ 0,005 → −R$ 0,01), and never returns −0. Every money amount the engine derives from a rate
 * is rounded once, here, where it is created; statements then only add integers, so their
 * identities hold to the cent.
 */
export function roundCents(x: number): number {
  const r = x < 0 ? -Math.round(-x) : Math.round(x);
  return r === 0 ? 0 : r;
}
