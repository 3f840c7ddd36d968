import { useState } from 'react';
import { ChevronDown, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { usePantryStaples, useRemovePantryStaple } from '../api/shopping-list';
import { failureText } from '../lib/messages';

/** The foods the member always has ("Always have"): left off every list gathered from the plan until removed here. */
export function PantryStaples() {
  const [open, setOpen] = useState(false);
  const staples = usePantryStaples();
  const remove = useRemovePantryStaple();
  const count = staples.data?.staples.length;

  const onRemove = (key: string, name: string) =>
    remove.mutate(key, {
      onSuccess: () => toast({ title: 'Removed from your pantry staples', description: `Lists you gather include ${name} again.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not remove the staple', description: failureText(error) }),
    });

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-2xl border border-border" data-print-hide="">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="h-auto w-full justify-between rounded-2xl px-4 py-3 text-base data-[state=open]:rounded-b-none">
          <span>
            Pantry staples
            {count !== undefined ? <span className="ml-2 text-sm font-normal text-muted-foreground">({count})</span> : null}
          </span>
          <ChevronDown aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="space-y-3 px-4 pb-4">
        <p className="text-sm text-muted-foreground">
          Foods you always have are left off the lists you gather from your meal plan. Mark one with <strong>Always have</strong> in an item’s options.
        </p>
        {staples.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            Your pantry staples could not be loaded.
            <Button variant="outline" size="sm" onClick={() => void staples.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !staples.data ? (
          <Skeleton className="h-10 rounded-xl" />
        ) : staples.data.staples.length === 0 ? (
          <p className="text-sm">No pantry staples yet.</p>
        ) : (
          <ul aria-label="Pantry staples" className="flex flex-wrap gap-2">
            {staples.data.staples.map((staple) => (
              <li key={staple.key} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted/40 py-1 pr-1 pl-3 text-sm">
                {staple.name}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${staple.name} from pantry staples`}
                  disabled={remove.isPending}
                  onClick={() => onRemove(staple.key, staple.name)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
