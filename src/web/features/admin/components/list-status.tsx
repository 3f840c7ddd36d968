import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * A back-office list while it loads (placeholder rows) or after it failed (why, and Try again).
 * Renders nothing once the list is there.
 */
export function ListStatus({
  what,
  isPending,
  error,
  onRetry,
  rows = 5,
  rowClassName = 'h-14',
}: {
  /** The list's name in lower case: 'recipes', 'kitchen tools'. */
  what: string;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  rows?: number;
  rowClassName?: string;
}) {
  if (isPending) {
    return (
      <div role="status" className="space-y-2" aria-busy="true">
        <span className="sr-only">Loading {what}…</span>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={`${rowClassName} rounded-xl`} />
        ))}
      </div>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="space-y-2">
      <p className="text-sm">
        The {what} could not be loaded: {error.message}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
