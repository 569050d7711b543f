import { CANVAS_BLOCKS, type CanvasBlock, type CanvasKind } from '@alavanca/domain/canvas/canvas';

/*
 * Where a canvas's blocks sit on a page, as the canvas itself lays them out: ten columns, the
 * first, fourth and seventh blocks two rows high, the second and third, fifth and sixth stacked
 * between them, and the cost structure and the revenue streams side by side below (both kinds, in
 * the order of CANVAS_BLOCKS). The web app draws its image on the same grid.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each block's place, in CANVAS_BLOCKS order: its first column and how many, its first row and how many. */
const GRID = [
  { column: 0, columns: 2, row: 0, rows: 2 },
  { column: 2, columns: 2, row: 0, rows: 1 },
  { column: 2, columns: 2, row: 1, rows: 1 },
  { column: 4, columns: 2, row: 0, rows: 2 },
  { column: 6, columns: 2, row: 0, rows: 1 },
  { column: 6, columns: 2, row: 1, rows: 1 },
  { column: 8, columns: 2, row: 0, rows: 2 },
  { column: 0, columns: 5, row: 2, rows: 1 },
  { column: 5, columns: 5, row: 2, rows: 1 },
] as const;

const COLUMNS = 10;
/** The upper rows' share of the height: the seven blocks above hold most of a canvas's cards. */
const UPPER_SHARE = 2 / 3;

/** The blocks of `kind` over `area`, tiling it without gaps or overlaps. */
export function canvasBlockRects(kind: CanvasKind, area: Rect): { block: CanvasBlock; rect: Rect }[] {
  const column = area.width / COLUMNS;
  const upperRow = (area.height * UPPER_SHARE) / 2;
  const rowTop = [area.y, area.y + upperRow, area.y + 2 * upperRow, area.y + area.height];
  return CANVAS_BLOCKS[kind].map((block, index) => {
    const place = GRID[index]!;
    const top = rowTop[place.row]!;
    return {
      block,
      rect: {
        x: area.x + place.column * column,
        y: top,
        width: place.columns * column,
        height: rowTop[place.row + place.rows]! - top,
      },
    };
  });
}

/**
 * How many of a block's cards fit its room, in order: all of them when their heights (each with
 * its gap) add up to no more than `room`; otherwise as many as fit above a line of `noteHeight`
 * that says where the rest continue.
 */
export function cardsThatFit(heights: readonly number[], room: number, noteHeight: number): number {
  const total = heights.reduce((sum, height) => sum + height, 0);
  if (total <= room) return heights.length;
  let used = 0;
  let shown = 0;
  while (shown < heights.length && used + heights[shown]! <= room - noteHeight) {
    used += heights[shown]!;
    shown += 1;
  }
  return shown;
}
