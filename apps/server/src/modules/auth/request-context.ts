import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@alavanca/domain/constants';

/**
 * What our routes know about a request that better-auth's callbacks (which receive only the
 * user and a link) need: the language of the page that asked, for the e-mail it triggers
 * and for the new account's first preference.
 */
export interface AuthRequestContext {
  language?: Language | undefined;
}

const storage = new AsyncLocalStorage<AuthRequestContext>();

export function runWithAuthRequestContext<T>(context: AuthRequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function getAuthRequestContext(): AuthRequestContext {
  return storage.getStore() ?? {};
}
