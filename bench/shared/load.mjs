// What the load benchmarks share: loops that keep requests in flight, and an HTTP client with one
// keep-alive socket per loop, like browsers each with its own connection.

import http from 'node:http';

const round = (value) => Math.round(value * 100) / 100;

/** The share-th latency of sorted ones (0.5 the median), or null without any. */
export function percentileOf(sorted, share) {
  return sorted.length === 0 ? null : round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);
}

/**
 * Runs `task(worker)` on `workers` loops for `durationMs` after `warmupMs`; a task answers how
 * many operations it counted (0: a failure), its latency in ms is the statement's or request's.
 * The clock is read in the loops rather than kept by timers: the embedded database answers
 * in-process without giving timers a turn, so a timer would never fire while the loops run.
 */
export async function drive(workers, durationMs, warmupMs, task) {
  const latencies = [];
  let operations = 0;
  let failures = 0;
  const measureFrom = performance.now() + warmupMs;
  const measureUntil = measureFrom + durationMs;
  const loop = async (worker) => {
    for (;;) {
      const started = performance.now();
      if (started >= measureUntil) return;
      const counted = await task(worker).catch(() => 0);
      if (started < measureFrom) continue;
      if (counted > 0) {
        latencies.push(performance.now() - started);
        operations += counted;
      } else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  latencies.sort((a, b) => a - b);
  return {
    operations,
    failures,
    perSecond: Math.round((operations / durationMs) * 1000),
    latencyMs: {
      p50: percentileOf(latencies, 0.5),
      p99: percentileOf(latencies, 0.99),
      max: percentileOf(latencies, 1),
    },
  };
}

/** JSON requests to `baseUrl` as the app's pages send them (its Origin), over `sockets` keep-alive sockets. */
export function httpClient(baseUrl, sockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);
  return (method, pathname, { cookie, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: pathname,
          headers: {
            origin: url.origin,
            ...(cookie ? { cookie } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}
