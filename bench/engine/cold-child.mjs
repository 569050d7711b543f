// A cold run of the engine benchmark (see measureCold in preview.mjs): a fresh process imports the
// browser's bundle (its path the one argument), reads the state as JSON from stdin, as the
// browser receives it, times one forecast or preview and writes {"ms": …} to stdout.

import fs from 'node:fs';
import { loadEngine } from './bundles.mjs';
import { FORECAST_PATHS } from './settings.mjs';

const browser = await loadEngine(process.argv[2]);
const job = JSON.parse(fs.readFileSync(0, 'utf8'));
const started = performance.now();
if (job.kind === 'forecast') browser.forecastRisk(job.state, job.decisions, { paths: FORECAST_PATHS });
else browser.stepMonth(job.state, job.decisions);
process.stdout.write(JSON.stringify({ ms: performance.now() - started }));
