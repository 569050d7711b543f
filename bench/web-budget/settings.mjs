// Where the web budget benchmark reads and writes, what it scores and its targets (see bench/README.md).

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');
export const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/web-budget.json');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const KB = 1024;

export const TARGETS = {
  initialJsGzipKb: 90,
  mobilePerformance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

export const toKb = (bytes) => Math.round((bytes / KB) * 10) / 10;

export function progress(message) {
  console.error(`[web-budget] ${message}`);
}
