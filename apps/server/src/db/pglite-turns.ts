import type { PGlite } from '@electric-sql/pglite';

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on the main thread and hands its lock to the next
 * statement waiting through a promise: with hundreds of requests waiting, one statement followed
 * another without the event loop coming round, and the server read no socket meanwhile — new
 * requests waited in the kernel's buffers, unseen, so neither the limit on requests in flight
 * (load-shedding.ts) nor a health check could act. Each operation (a statement, a script, a whole
 * transaction) is given its own turn here: the one before it must end and the loop must come round
 * once, reading the sockets, before it starts. PGlite runs them one at a time anyway. How many wait
 * is what tells that the instance is busy (load-shedding.ts).
 */
export function takeTurns(client: PGlite): { readonly waiting: number } {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const inTurn =
    <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      waiting += 1;
      const run = last.then(nextTurnOfTheLoop).then(() => {
        waiting -= 1;
        return operation(...args);
      });
      last = run.catch(() => undefined);
      return run;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return {
    /** Operations queued for their turn, not yet started. */
    get waiting() {
      return waiting;
    },
  };
}
