import type { PGlite } from '@electric-sql/pglite';

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on the main thread and hands its lock to the next
 * statement waiting through a promise: with hundreds of requests waiting, one statement followed
 * another without the event loop coming round, and the server read no socket meanwhile — new
 * requests waited in the kernel's buffers, unseen, so neither the limit on requests in flight
 * (load-shedding.ts) nor a health check could act. Each operation (a statement, a script, a whole
 * transaction) is given its own turn here: the one before it must end and the loop must come round
 * once, reading the sockets, before it starts. PGlite runs them one at a time anyway.
 */
export function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const run = last.then(nextTurnOfTheLoop).then(() => operation(...args));
      last = run.catch(() => undefined);
      return run;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}
