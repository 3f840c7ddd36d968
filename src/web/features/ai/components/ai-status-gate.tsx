import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAiStatus } from '../api/ai';

export const NOT_CONFIGURED_TEXT = 'AI tools are not configured on this site yet.';

/** Said instead of the tool when the site has no AI provider: there is nothing to submit. */
export function AiNotConfigured() {
  return (
    <Card role="status" data-testid="ai-not-configured" className="flex items-start gap-3 p-5">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="space-y-1">
        <p className="font-semibold">{NOT_CONFIGURED_TEXT}</p>
        <p className="text-sm text-muted-foreground">An administrator can connect an AI provider in the site settings. Nothing is charged meanwhile.</p>
      </div>
    </Card>
  );
}

/**
 * The tool itself only when the site has an AI provider. `children` gets whether pictures can be
 * made. While the status loads, a skeleton shaped like the form.
 */
export function AiStatusGate({ children }: { children: (status: { images: boolean }) => ReactNode }) {
  const status = useAiStatus();
  if (status.isPending) {
    return (
      <div role="status" aria-label="Loading" className="space-y-4">
        <Skeleton className="h-10 w-full max-w-md rounded-xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-10 w-48 rounded-full" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
        <p>We could not check whether the AI tools are available.</p>
        <Button variant="outline" onClick={() => void status.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!status.data.configured) return <AiNotConfigured />;
  return <>{children({ images: status.data.images })}</>;
}
