import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '@alavanca/domain/constants';

/**
 * What the web build's renderer takes (apps/web/src/app/render-screen.tsx), with the page's early
 * answers as the API's bodies: the worker parses them, not the event loop.
 */
export interface ScreenDrawing {
  pathname: string;
  search: string;
  language: Language;
  answers: Readonly<Record<string, string>>;
  phone: boolean;
}

/** Pages waiting for a paint past this many are sent without one: a busy instance sends pages, not paints. */
export const PAINT_QUEUE_LIMIT = 8;
/** A paint that takes longer is given up (the page goes without it; the screen draws when the app runs). */
export const PAINT_TIMEOUT_MS = 400;

// CommonJS, run from a string: the same in the bundled server and in the tests' TypeScript. It loads
// the renderer once and draws one screen at a time.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.renderer);
parentPort.on('message', async ({ id, drawing }) => {
  try {
    const { renderScreen } = await loaded;
    const answers = {};
    for (const [apiPath, body] of Object.entries(drawing.answers)) answers[apiPath] = JSON.parse(body);
    parentPort.postMessage({ id, html: (await renderScreen({ ...drawing, answers })) ?? '' });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/**
 * Draws a signed-in screen's first paint (decision 030) on a worker thread: React's rendering of a
 * screen to HTML took 15–50 ms of one core, which on the event loop would have held every other
 * request for as long. One worker (the machines have two cores; the event loop keeps the other),
 * started with the server, rebuilt if it dies. Without the renderer file (a build without it,
 * the server's tests) there is no paint.
 */
export function createScreenPainter(rendererFile: string, onError: (error: unknown) => void) {
  const available = fs.existsSync(rendererFile);
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { renderer: pathToFileURL(rendererFile).href },
    });
    created.unref();
    created.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(html ?? '');
    });
    created.on('error', (error) => {
      onError(error);
      failAll(error);
    });
    created.on('exit', () => {
      if (worker === created) worker = null;
      failAll(new Error('the screen painter stopped'));
    });
    worker = created;
    return created;
  }

  // Started at once: loading the renderer takes most of a second, which the first page must not wait for.
  if (available) started();

  return {
    /** The screen's HTML, or '' when there is none: no renderer, too many waiting, too slow, or a failure (logged). */
    async paint(drawing: ScreenDrawing): Promise<string> {
      if (!available || pending.size >= PAINT_QUEUE_LIMIT) return '';
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      const drawn = new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, drawing });
      });
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(''), PAINT_TIMEOUT_MS);
      });
      try {
        return await Promise.race([drawn, late]);
      } catch (error) {
        onError(error);
        return '';
      } finally {
        clearTimeout(timer);
      }
    },
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
