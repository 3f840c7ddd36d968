import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/**
 * While an AI call runs (10 to 60 seconds): a spinner saying 'Thinking…' with the seconds so far,
 * above a skeleton shaped like the answer to come.
 */
export function Thinking({ label = 'Thinking…', children }: { label?: string; children?: ReactNode }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div data-testid="ai-thinking" aria-busy="true" className="space-y-4">
      <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-4">
        <Spinner className="size-5" label={label} />
        <div className="min-w-0">
          <p aria-hidden="true" className="font-medium">
            {label}
          </p>
          <p className="text-sm text-muted-foreground">
            This usually takes 10 to 60 seconds.
            <span aria-hidden="true" className="tabular-nums">
              {seconds > 0 ? ` ${seconds} s` : ''}
            </span>
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}
