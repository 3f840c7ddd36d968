import { useId, type ReactNode } from 'react';
import { CircleAlert, Clock, Users } from 'lucide-react';
import type { AnalysedDraft } from '../../../../contracts/ai';
import type { Nutrition } from '../../../../contracts/recipe';
import { formatDuration } from '../../../../domain/duration';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { ingredientLine } from '../../../../domain/kitchen-amount';
import { notCountedInAnalysis } from '../../../../domain/nutrition-coverage';
import { NutritionFigures } from './nutrition-figures';

const SKELETON_LINES = ['w-11/12', 'w-4/5', 'w-3/4', 'w-2/3', 'w-1/2'];

function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{children}</h4>;
}

export interface DraftViewProps {
  /** 'Original', 'Transformed', 'Idea 2'... shown above the title. */
  label: string;
  recipe: AnalysedDraft;
  /** The original's nutrition: each figure shows how it moved. */
  compareTo?: Nutrition | null;
  /** Actions under the recipe (Save as my recipe). */
  footer?: ReactNode;
  className?: string;
  testId?: string;
}

/** A recipe drafted by an AI tool as a card: title, nutrition per serving, ingredients, steps and what could not be counted. */
export function DraftView({ label, recipe, compareTo, footer, className, testId }: DraftViewProps) {
  const titleId = useId();
  const { draft, analysis } = recipe;
  const minutes = (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0);
  const uncounted = notCountedInAnalysis(draft.ingredients, analysis.ingredients);
  return (
    <Card role="region" aria-labelledby={titleId} data-testid={testId} className={cn('flex min-w-0 flex-col gap-5 p-4 sm:p-5', className)}>
      <header className="space-y-2">
        <Badge variant={compareTo !== undefined ? 'solid' : 'outline'}>{label}</Badge>
        <h3 id={titleId} className="text-xl font-semibold tracking-tight break-words">
          <span className="sr-only">{label}: </span>
          <span data-testid="draft-title">{draft.title}</span>
        </h3>
        {draft.subtitle ? <p className="text-muted-foreground">{draft.subtitle}</p> : null}
        {draft.description ? <p className="text-sm leading-relaxed">{draft.description}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {draft.servings} {draft.servings === 1 ? 'serving' : 'servings'}
          </span>
          {minutes > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {formatDuration(minutes)}
            </span>
          ) : null}
        </p>
      </header>

      <section className="space-y-2">
        <SubHeading>Nutrition per serving</SubHeading>
        <NutritionFigures nutrition={analysis.nutrition} compareTo={compareTo} notCounted={uncounted.length} />
      </section>

      <section className="space-y-2">
        <SubHeading>Ingredients</SubHeading>
        <ul className="space-y-1.5" data-testid="draft-ingredients">
          {draft.ingredients.map((ingredient, index) => (
            <li key={index} className="flex gap-2 leading-snug">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
              <span className="min-w-0 break-words">{ingredientLine(ingredient)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="space-y-2">
        <SubHeading>Steps</SubHeading>
        <ol className="space-y-3" data-testid="draft-steps">
          {draft.instructions.map((step, index) => (
            <li key={index} className="flex gap-3 leading-relaxed">
              <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-text">
                {index + 1}
              </span>
              <div className="min-w-0 space-y-1">
                <p className="break-words">{step.instruction}</p>
                {step.tips?.map((tip, t) => (
                  <p key={t} className="text-sm text-muted-foreground">
                    Tip: {tip}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      </section>

      {uncounted.length > 0 ? (
        <section className="space-y-2 rounded-xl border border-border p-3" data-testid="uncounted-ingredients">
          <SubHeading>Not counted in the nutrition</SubHeading>
          <ul className="space-y-1.5 text-sm">
            {uncounted.map((line) => (
              <li key={line.index} className="flex gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0">
                  <span className="font-medium">{line.name}</span>
                  {line.problem ? <span className="text-muted-foreground"> · {line.problem}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {footer ? <div className="mt-auto border-t border-border pt-4">{footer}</div> : null}
    </Card>
  );
}

/** A skeleton shaped like a DraftView. */
export function DraftViewSkeleton() {
  return (
    <Card aria-hidden="true" className="space-y-5 p-4 sm:p-5">
      <div className="space-y-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
      <div className="space-y-2">
        {SKELETON_LINES.map((width, i) => (
          <Skeleton key={i} className={cn('h-4', width)} />
        ))}
      </div>
    </Card>
  );
}
