import type { FastifyBaseLogger } from 'fastify';

/** What the auth module announces; other modules react without auth knowing them. */
export interface AuthEventMap {
  /** A new signed-in session: e-mail sign-in or sign-up, or an OAuth sign-in. */
  sessionStarted: { userId: string };
  /** A password was replaced through a reset link (every session was revoked with it). */
  passwordReset: { userId: string };
}

type Listener<Payload> = (payload: Payload) => Promise<void> | void;

export interface AuthEvents {
  on<Name extends keyof AuthEventMap>(name: Name, listener: Listener<AuthEventMap[Name]>): void;
  /**
   * Runs every listener and waits for them, so a response is sent after its side effects
   * exist. A failing listener is logged and does not fail the others, nor the request:
   * the sign-in itself already happened.
   */
  emit<Name extends keyof AuthEventMap>(name: Name, payload: AuthEventMap[Name]): Promise<void>;
}

export function createAuthEvents(logger: FastifyBaseLogger): AuthEvents {
  const listeners = new Map<keyof AuthEventMap, Listener<never>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    async emit(name, payload) {
      const results = await Promise.allSettled(
        (listeners.get(name) ?? []).map(async (listener) => {
          await (listener as Listener<typeof payload>)(payload);
        }),
      );
      for (const result of results) {
        if (result.status === 'rejected') {
          logger.error({ err: result.reason, event: name }, 'an auth event listener failed');
        }
      }
    },
  };
}
