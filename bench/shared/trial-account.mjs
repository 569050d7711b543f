// A fresh account on the Pro trial, whose limits let a benchmark spend units freely.

import { randomUUID } from 'node:crypto';
import { callApi } from './call-api.mjs';

/** Signs a new account up and starts its trial; resolves with its session cookie. */
export async function trialAccount(baseUrl) {
  const signUp = await callApi(baseUrl, 'POST', '/api/account', {
    body: { name: 'Bench User', email: `bench-${randomUUID()}@example.test`, password: 'correct horse battery staple' },
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const trial = await callApi(baseUrl, 'POST', '/api/subscription/trial', { cookie });
  if (trial.status !== 200) throw new Error(`the trial answered ${trial.status}: ${await trial.text()}`);
  return cookie;
}
