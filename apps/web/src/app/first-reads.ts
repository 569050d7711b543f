import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A query a screen sends as it first draws, to be put in the cache before the screen mounts
 * (decision 030). A screen whose data arrives after it mounted draws twice, and the second draw is
 * one long, uninterruptible task (a query's answer reaches React as a synchronous update): on a
 * phone it blocked the page for most of a second. With the data in the cache the screen draws
 * once, in pieces the browser can interleave with input.
 */
export interface FirstRead {
  prefetch(client: QueryClient): Promise<void>;
}

/**
 * What a route module exports as `firstReads`: the reads of its screen (or of the signed-in shell)
 * from the address's parameters. They are the reads the server answers in the page
 * (APP_SCREENS' `reads` and SHELL_READS), which first-reads.test.ts holds them to.
 */
export type FirstReads = (params: Readonly<Record<string, string>>) => readonly FirstRead[];

// A read that fails is not tried again before the screen draws: the screen shows the failure or
// tries again itself, as it does for any read.
export function firstRead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): FirstRead {
  return { prefetch: (client) => client.prefetchQuery({ ...options, retry: false }) };
}

/** An infinite list's first page. */
export function firstPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): FirstRead {
  return { prefetch: (client) => client.prefetchInfiniteQuery({ ...options, retry: false }) };
}

/** A route module as the router takes it, with the reads of its screen when it declares them. */
export interface RouteModule {
  Component?: unknown;
  firstReads?: FirstReads;
}

/**
 * Puts every read of the given route modules in the cache; a module without `firstReads` adds none.
 * `between`, when given, runs before each read is sent: in the browser it hands the main thread
 * back, so each answer is checked against its schema in a task of its own, not all in one long one.
 */
export async function prefetchFirstReads(
  client: QueryClient,
  modules: readonly Promise<RouteModule>[],
  params: Readonly<Record<string, string>>,
  between?: () => Promise<void>,
): Promise<void> {
  const sent: Promise<void>[] = [];
  const reads = (await Promise.all(modules)).flatMap((module) => module.firstReads?.(params) ?? []);
  for (const read of reads) {
    if (between) await between();
    sent.push(read.prefetch(client));
  }
  await Promise.all(sent);
}
