import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder shaped like a MyRecipeRow. */
export function MyRecipeRowSkeleton() {
  return (
    <div data-testid="my-recipe-skeleton" aria-hidden="true" className="flex gap-4 rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-4">
      <Skeleton className="aspect-[4/3] w-24 shrink-0 rounded-xl sm:w-36" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-9 w-20 rounded-full" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      </div>
    </div>
  );
}
