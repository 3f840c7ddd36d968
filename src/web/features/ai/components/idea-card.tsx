import { useId } from 'react';
import { BookOpenText, Clock, LoaderCircle } from 'lucide-react';
import type { RecipeIdea } from '../../../../contracts/ai';
import { formatDuration } from '../../../../domain/duration';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';

export interface IdeaCardProps {
  idea: RecipeIdea;
  /** This idea's full recipe is the one shown below the cards. */
  shown: boolean;
  expanding: boolean;
  /** Another idea is being written: wait for it. */
  busy: boolean;
  panelId: string;
  onShow: () => void;
}

/** One recipe idea: what it is, how long it takes, which of my ingredients it uses, and what else it needs. */
export function IdeaCard({ idea, shown, expanding, busy, panelId, onShow }: IdeaCardProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} data-testid="idea-card" className={cn('flex flex-col gap-3 p-4 sm:p-5', shown && 'border-primary ring-1 ring-primary')}>
      <h3 id={titleId} className="text-lg font-semibold leading-snug tracking-tight break-words">
        {idea.title}
      </h3>
      {idea.totalMinutes !== null ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          About {formatDuration(idea.totalMinutes)}
        </p>
      ) : null}
      <p className="text-sm leading-relaxed">{idea.description}</p>
      {idea.uses.length > 0 ? (
        <div className="space-y-1">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Uses your</p>
          <ul className="flex flex-wrap gap-1.5">
            {idea.uses.map((item) => (
              <li key={item}>
                <Badge>{item}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {idea.alsoNeeds.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Also needs:</span> {idea.alsoNeeds.join(', ')}
        </p>
      ) : null}
      <div className="mt-auto space-y-1 pt-2">
        <Button
          variant={shown ? 'default' : 'outline'}
          className="w-full sm:w-auto"
          disabled={expanding || busy}
          aria-controls={shown ? panelId : undefined}
          aria-describedby={hintId}
          onClick={onShow}
        >
          {expanding ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <BookOpenText aria-hidden="true" />}
          {expanding ? 'Writing the recipe…' : shown ? 'Shown below' : 'Show full recipe'}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          No extra charge
        </p>
      </div>
    </Card>
  );
}

/** A skeleton shaped like an idea card. */
export function IdeaCardSkeleton() {
  return (
    <Card aria-hidden="true" className="space-y-3 p-4 sm:p-5">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-10 w-40 rounded-full" />
    </Card>
  );
}
