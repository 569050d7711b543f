import { Button } from '@/components/ui/button';

/**
 * The foot of a paged list: a button that fetches the next page while there is one, and a
 * message when fetching it failed. Takes the infinite query's own fields, so any paged list can
 * pass its query straight in.
 */
export function LoadMore({
  query,
  label,
  loadingLabel,
  failedMessage,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  label: string;
  loadingLabel: string;
  failedMessage: string;
}) {
  return (
    <>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            className="aria-disabled:opacity-50"
            // Kept focusable while loading: the next page appears above it and focus stays put.
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? loadingLabel : label}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p className="text-center text-sm text-destructive" role="alert">
          {failedMessage}
        </p>
      )}
    </>
  );
}
