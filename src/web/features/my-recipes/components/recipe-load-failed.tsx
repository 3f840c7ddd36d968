import { Button } from '../../../components/ui/button';

/** What both recipe editors (the member's and the admin's) show when the recipe could not be read. */
export function RecipeLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
      <p>Failed to load the recipe</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
