// The realistic load the memory benchmark puts on a server, through its public HTTP API only:
// each account signs up, signs in again, writes its settings and preferences, plays a simulation
// for some months, reads and marks its notifications, with event streams open meanwhile.

import http from 'node:http';
import { callApi } from '../shared/call-api.mjs';

const PASSWORD = 'correct horse battery staple';
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Sends a request and fails the run on any status but `expected`: a load that errors measures nothing. */
async function expectStatus(baseUrl, method, pathname, expected, options) {
  const response = await callApi(baseUrl, method, pathname, options);
  if (response.status !== expected) {
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');

/** An event stream read to the end; `close()` ends it and resolves with the events it read. */
function openStream(baseUrl, cookie) {
  return new Promise((resolve, reject) => {
    let events = 0;
    const req = http.get(
      new URL('/api/events', baseUrl),
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`event stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          events += chunk.split('\n\n').length - 1;
        });
        res.on('error', () => undefined);
        resolve({
          close() {
            req.destroy();
            return events;
          },
        });
      },
    );
    req.on('error', reject);
  });
}

const SETUP = {
  businessType: 'service',
  name: 'Estúdio de memória',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  firstCalendarMonth: 3,
};

/** One account's whole visit; returns the requests it made and the events its streams read. */
async function visit(baseUrl, engine, index, { months, streams }) {
  let requests = 0;
  const send = (...args) => {
    requests += 1;
    return expectStatus(baseUrl, ...args);
  };
  const email = `memory-${process.pid}-${index}-${Date.now()}@example.test`;
  await send('POST', '/api/account', 201, { body: { name: `Memória ${index}`, email, password: PASSWORD } });
  const cookie = cookieOf(await send('POST', '/api/session', 200, { body: { email, password: PASSWORD } }));
  const open = await Promise.all(Array.from({ length: streams }, () => openStream(baseUrl, cookie)));

  await send('GET', '/api/session', 200, { cookie });
  await send('PATCH', '/api/settings', 200, { cookie, body: { aiTone: 'casual', aiVerbosity: 70 } });
  await send('PATCH', '/api/settings', 200, { cookie, body: { weeklyReports: index % 2 === 0 } });
  await send('PATCH', '/api/preferences', 200, { cookie, body: { language: 'en-US', currency: 'USD' } });
  await send('GET', '/api/preferences', 200, { cookie });

  const created = await send('POST', '/api/simulations', 201, { cookie, body: { ...SETUP, seed: index } });
  let { simulation } = await created.json();
  for (let month = 1; month <= months && simulation.status === 'active'; month += 1) {
    const decisions = engine.suggestDecisions(simulation.state);
    const response = await send('POST', `/api/simulations/${simulation.id}/months`, 200, {
      cookie,
      body: { month: simulation.month + 1, decisions },
    });
    ({ simulation } = await response.json());
  }
  await send('GET', '/api/simulations', 200, { cookie });
  await send('GET', `/api/simulations/${simulation.id}`, 200, { cookie });

  const { notifications } = await (await send('GET', '/api/notifications?limit=20', 200, { cookie })).json();
  for (const notification of notifications.slice(0, 3)) {
    await send('PATCH', `/api/notifications/${notification.id}`, 200, { cookie, body: { read: true } });
  }
  await send('POST', '/api/notifications/read-all', 200, { cookie });
  await send('GET', '/api/subscription', 200, { cookie });

  const events = open.reduce((sum, stream) => sum + stream.close(), 0);
  await send('DELETE', '/api/session', 204, { cookie });
  return { requests, events };
}

/**
 * `accounts` visits, `concurrency` at a time (a handful of people using the app at once);
 * resolves with how many requests were made and event-stream messages read, and how long it took.
 */
export async function runLoad(baseUrl, engine, { accounts, concurrency, months, streams }) {
  const started = Date.now();
  let next = 0;
  let requests = 0;
  let events = 0;
  const worker = async () => {
    while (next < accounts) {
      const index = next;
      next += 1;
      const done = await visit(baseUrl, engine, index, { months, streams });
      requests += done.requests;
      events += done.events;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { accounts, requests, events, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
