import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs each query synchronously on the main thread and hands its lock to the next waiting
 * query in a microtask. Under load, dozens of queued queries, and the code awaiting each of them
 * (loaders, the hand-off to a render worker), then ran in one turn of the event loop: the post page
 * at 50 connections held it for 50-150 ms at a time (docs/decisions/029-render-speed.md). Here
 * queries and transactions (which take the same lock) wait in one queue of our own and each starts
 * in a turn of its own, so timers and sockets are served between them. The order is unchanged.
 */
export function oneQueryPerTurn(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const queued =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = tail.then(nextTurn).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    };
  client.query = queued(client.query.bind(client)) as PGlite["query"];
  client.exec = queued(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = queued(client.transaction.bind(client)) as PGlite["transaction"];
}
