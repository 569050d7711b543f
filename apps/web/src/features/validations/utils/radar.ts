/**
 * The radar's geometry: one axis per score, the first pointing up, going clockwise; a value of
 * 0–100 lies at that share of the radius. Plain arithmetic, so it is tested without a browser.
 */
export interface Point {
  x: number;
  y: number;
}

/** Where `value` (0–100) of axis `index` of `count` lies, around `center` with `radius`. */
export function radarPoint(index: number, count: number, value: number, center: Point, radius: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (radius * Math.min(100, Math.max(0, value))) / 100;
  return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) };
}

/** An SVG polygon's points through each axis at its value. */
export function radarPolygon(values: readonly number[], center: Point, radius: number): string {
  return values
    .map((value, index) => radarPoint(index, values.length, value, center, radius))
    .map(({ x, y }) => `${x.toFixed(2)},${y.toFixed(2)}`)
    .join(' ');
}
