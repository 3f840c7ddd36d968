import type { Ref } from 'react';
import { ArrowRight } from 'lucide-react';
import type { StoredTransform } from '../../../../contracts/ai';
import { Card } from '../../../components/ui/card';
import { creditsText } from '../lib/format-draft';
import { DraftView, DraftViewSkeleton } from './draft-view';
import { SaveDraft } from './save-draft';

/**
 * The transformed recipe beside the original (stacked on a phone, side by side from lg), the
 * summary, and what changed and why. The transformed recipe's figures show how they moved.
 * `paid` is the charge when the result was made just now (a reopened one was paid before).
 */
export function TransformResult({
  result,
  paid,
  headingRef,
}: {
  result: StoredTransform;
  paid?: { credits: number; balance: number } | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="transform-result-title" data-testid="transform-result" className="space-y-6">
      <div className="space-y-2">
        <h2 id="transform-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
          Your transformed recipe
        </h2>
        <p className="max-w-3xl text-lg leading-relaxed" data-testid="transform-summary">
          {result.summary}
        </p>
        <p className="text-sm text-muted-foreground">
          {paid ? `${creditsText(paid.credits)} used · ${creditsText(paid.balance)} left. ` : 'Kept in your history. '}
          Nutrition is worked out from the ingredients with USDA food data, not by the AI.
        </p>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <DraftView label="Original" recipe={result.original} testId="original-recipe" />
        <DraftView
          label="Transformed"
          recipe={result.transformed}
          compareTo={result.original.analysis.nutrition}
          testId="transformed-recipe"
          footer={<SaveDraft draft={result.transformed.draft} />}
        />
      </div>

      <Card className="space-y-3 p-4 sm:p-5">
        <h3 className="text-lg font-semibold" id="transform-changes-title">
          What changed and why
        </h3>
        {result.changes.length === 0 ? (
          <p className="text-muted-foreground">No changes were listed.</p>
        ) : (
          <ul aria-labelledby="transform-changes-title" data-testid="transform-changes" className="divide-y divide-border">
            {result.changes.map((item, index) => (
              <li key={index} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-text" />
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium break-words">{item.change}</p>
                  <p className="text-sm text-muted-foreground break-words">{item.reason}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

/** Two recipe-shaped skeletons while the transform runs. */
export function TransformResultSkeleton() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
      <DraftViewSkeleton />
      <DraftViewSkeleton />
    </div>
  );
}
