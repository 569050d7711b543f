import { Skeleton } from '@/components/ui/skeleton';

/** The shape of an article while its chunk loads. */
export function ContentLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 sm:px-6" aria-busy="true">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="mt-10 h-40 w-full" />
    </div>
  );
}
