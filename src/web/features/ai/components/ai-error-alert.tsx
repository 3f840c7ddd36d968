import { useEffect, useRef } from 'react';
import { CircleAlert, Coins } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { AiProblem } from '../lib/ai-errors';

/**
 * Why an AI call failed, where the result would have been: the server's message, whether anything
 * was charged, and for a short balance a way to buy credits (not only a toast that fades). Said once
 * by its alert role (the focus stays where it was, so it is not read again), and brought into view:
 * on a phone it appears below the form, out of sight of the button that was pressed (issue 21).
 */
export function AiErrorAlert({ problem, className }: { problem: AiProblem; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <div ref={ref} role="alert" data-testid="ai-error" className={cn('flex items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0 space-y-2">
        <p className="font-medium break-words">{problem.message}</p>
        {problem.kind === 'credits' ? (
          <Button asChild size="sm">
            <Link to="/credits">
              <Coins aria-hidden="true" />
              Buy credits
            </Link>
          </Button>
        ) : problem.nothingCharged ? (
          <p className="text-sm text-muted-foreground">Nothing was charged.</p>
        ) : null}
      </div>
    </div>
  );
}
