import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScreenPainter, PAINT_QUEUE_LIMIT, PAINT_TIMEOUT_MS, type ScreenDrawing } from './screen-painter';

/** A renderer as the web build writes it: it draws the path, hangs on /hang and stops its thread on /exit. */
const RENDERER = `
export async function renderScreen({ pathname, language, phone }) {
  if (pathname === '/hang') await new Promise(() => undefined);
  if (pathname === '/exit') process.exit(1);
  if (pathname === '/throw') throw new Error('the drawing failed');
  return '<main lang="' + language + '" data-phone="' + phone + '">' + pathname + '</main>';
}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-painter-'));
const rendererFile = path.join(dir, 'render-screen.mjs');
fs.writeFileSync(rendererFile, RENDERER);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const drawing = (pathname: string): ScreenDrawing => ({
  pathname,
  search: '',
  language: 'de-DE',
  answers: {},
  phone: true,
});

describe('the screen painter', () => {
  it('draws on a worker thread what the renderer draws', async () => {
    const painter = createScreenPainter(rendererFile, () => undefined);
    try {
      expect(await painter.paint(drawing('/dashboard'))).toBe('<main lang="de-DE" data-phone="true">/dashboard</main>');
    } finally {
      await painter.close();
    }
  });

  it('gives up a slow paint, and sends pages without one while too many wait', async () => {
    const painter = createScreenPainter(rendererFile, () => undefined);
    try {
      const started = performance.now();
      const waiting = Array.from({ length: PAINT_QUEUE_LIMIT }, () => painter.paint(drawing('/hang')));
      // The ninth page does not wait for the others.
      expect(await painter.paint(drawing('/dashboard'))).toBe('');
      expect(performance.now() - started).toBeLessThan(PAINT_TIMEOUT_MS);
      expect(await Promise.all(waiting)).toEqual(Array(PAINT_QUEUE_LIMIT).fill(''));
      expect(performance.now() - started).toBeGreaterThanOrEqual(PAINT_TIMEOUT_MS - 5);
    } finally {
      await painter.close();
    }
  });

  it('reports a failed drawing and a stopped thread, and draws the next page on a new one', async () => {
    const errors: unknown[] = [];
    const painter = createScreenPainter(rendererFile, (error) => errors.push(error));
    try {
      expect(await painter.paint(drawing('/throw'))).toBe('');
      expect(await painter.paint(drawing('/exit'))).toBe('');
      expect(errors.map(String)).toEqual([
        expect.stringContaining('the drawing failed'),
        expect.stringContaining('the screen painter stopped'),
      ]);
      expect(await painter.paint(drawing('/ideias'))).toContain('/ideias');
    } finally {
      await painter.close();
    }
  });

  it('paints nothing without a renderer', async () => {
    const painter = createScreenPainter(path.join(dir, 'missing.js'), () => undefined);
    expect(await painter.paint(drawing('/dashboard'))).toBe('');
    await painter.close();
  });
});
