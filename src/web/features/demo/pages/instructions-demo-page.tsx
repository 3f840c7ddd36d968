import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import {
  InstructionStepList,
  useStepProgress,
  type InstructionStep,
} from '../../recipes';

/** SPEC section 9: the demo has 8 steps. */
export const DEMO_STEPS: readonly InstructionStep[] = [
  {
    instruction: 'Heat the oven to 425°F (220°C) and line a large rimmed sheet pan with parchment paper.',
  },
  {
    instruction: 'Cut the sweet potatoes into 3/4-inch cubes and the red onion into thin wedges.',
    tips: ['Even-sized pieces roast at the same speed, so nothing burns while the rest catches up.'],
  },
  {
    instruction:
      'Toss the vegetables with the olive oil, smoked paprika, cumin, salt and pepper, then spread them out in one layer.',
  },
  {
    instruction: 'Roast for 20 minutes, then flip everything with a spatula and roast 10 minutes more, until browned at the edges.',
    tips: ['Crowded vegetables steam instead of roast; use two pans if they overlap.'],
  },
  {
    instruction: 'While the vegetables roast, rinse the quinoa and simmer it in the stock, covered, for 15 minutes.',
  },
  {
    instruction: 'Take the quinoa off the heat, leave it covered for 5 minutes, then fluff it with a fork.',
  },
  {
    instruction: 'Whisk the tahini, lemon juice, garlic and 3 tablespoons of water into a smooth, pourable dressing.',
    tips: ['Tahini seizes up at first; keep whisking and add water a spoonful at a time until it loosens.'],
  },
  {
    instruction: 'Divide the quinoa among four bowls, top with the roasted vegetables and spinach, and drizzle with the dressing.',
  },
];

/** /instructions-demo: the tappable steps of the recipe screen on a sample recipe. Progress is not saved. */
export function InstructionsDemoPage() {
  useDocumentTitle('Instructions Demo');
  const { progress, toggle, reset, completedCount } = useStepProgress(DEMO_STEPS.length);

  return (
    <Page size="narrow" className="space-y-8">
      <PageHeader
        eyebrow="Demo"
        title="Instructions Demo"
        description="Tap a step to mark it done and watch the current step move along. Tap a done step to make it current again."
      />
      <section aria-labelledby="demo-recipe-heading" className="space-y-5">
        <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <h2 id="demo-recipe-heading" className="text-xl font-semibold tracking-tight">
              Roasted Sweet Potato Quinoa Bowls
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="demo-progress">
              Progress: {completedCount} of {DEMO_STEPS.length} steps completed
            </p>
          </div>
          <Button variant="outline" onClick={reset} className="self-start sm:self-auto">
            <RotateCcw aria-hidden="true" />
            Reset Demo
          </Button>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Steps completed"
          aria-valuemin={0}
          aria-valuemax={DEMO_STEPS.length}
          aria-valuenow={completedCount}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${(completedCount / DEMO_STEPS.length) * 100}%` }}
          />
        </div>
        <InstructionStepList steps={DEMO_STEPS} progress={progress} onToggle={toggle} className="-mx-3 sm:-mx-4" />
      </section>
    </Page>
  );
}
