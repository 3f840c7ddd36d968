import { Skeleton } from '../../../../components/ui/skeleton';

/** Placeholder shaped like the recipe detail screen: crumbs, title, image, info bar, text, lists. */
export function RecipeDetailSkeleton() {
  return (
    <div data-testid="recipe-detail-skeleton" aria-hidden="true" className="space-y-8 sm:space-y-10">
      <div className="space-y-5">
        <Skeleton className="h-4 w-56" />
        <div className="space-y-3">
          <Skeleton className="h-9 w-4/5 sm:h-12" />
          <Skeleton className="h-6 w-3/5" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="aspect-[16/9] w-full rounded-3xl" />
      <div className="grid grid-cols-6 gap-px overflow-hidden rounded-2xl border border-border bg-border md:grid-cols-5">
        {[2, 2, 2, 3, 3].map((span, i) => (
          <div
            key={i}
            className={`flex flex-col items-center gap-2 bg-card px-2 py-4 md:col-span-1 ${span === 2 ? 'col-span-2' : 'col-span-3'}`}
          >
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-5 w-14" />
          </div>
        ))}
      </div>
      <div className="space-y-2.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-7 w-40" />
        <div className="space-y-px overflow-hidden rounded-2xl border border-border">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full rounded-none" />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-7 w-44" />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
