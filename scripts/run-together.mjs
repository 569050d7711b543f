#!/usr/bin/env node
// Runs npm scripts at the same time and fails if any fails: `node scripts/run-together.mjs typecheck lint`.
// The type check and the linter each keep one core busy for most of a minute; side by side on the
// two-core build machines they take the time of the longer one (decision 019). Each script's
// output is printed whole once it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>...');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        process.stdout.write(`\n> ${script}\n${Buffer.concat(output).toString()}`);
        resolve(code === 0 ? null : `${script} ${signal ? `stopped by ${signal}` : `exited ${code}`}`);
      });
    }),
);

const failures = (await Promise.all(runs)).filter(Boolean);
for (const failure of failures) console.error(`failed: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
