import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AI_GOAL_LABELS, AI_GOALS, AI_LIMITS, type AiGoal } from '../../../../contracts/ai';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Page, PageHeader } from '../../../components/ui/page';
import type { FieldErrors } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTransformRecipe } from '../api/ai';
import { AiErrorAlert } from '../components/ai-error-alert';
import { AiStatusGate } from '../components/ai-status-gate';
import { ChipGroup } from '../components/chip-group';
import { MyRecipeTools } from '../components/my-recipe-tools';
import { CreditHint, PaidButton } from '../components/paid-action';
import { SourcePicker } from '../components/source-picker';
import { Thinking } from '../components/thinking';
import { TransformResult, TransformResultSkeleton } from '../components/transform-result';
import { describeAiError } from '../lib/ai-errors';
import { describedBy, EMPTY_SOURCE, transformRequestFrom, type SourceState } from '../lib/transform-form';

const GOAL_CHOICES = AI_GOALS.map((goal) => ({ value: goal, label: AI_GOAL_LABELS[goal] }));

/** Where the cursor goes for a field's message: the first control that shows it. */
const FOCUS_TARGET: Record<string, string> = {
  'source.text': 'ai-source-text',
  'source.url': 'ai-source-url',
  goal: 'ai-goal',
  instructions: 'ai-instructions',
};

function StepHeading({ n, children }: { n: number; children: string }) {
  return (
    <h2 className="flex items-center gap-2 text-lg font-semibold">
      <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-text">
        {n}
      </span>
      {children}
    </h2>
  );
}

function RecipeAiTool({ images }: { images: boolean }) {
  const [source, setSource] = useState<SourceState>(EMPTY_SOURCE);
  const [goal, setGoal] = useState<AiGoal>('healthier');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const transform = useTransformRecipe();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const problem = transform.isError ? describeAiError(transform.error) : null;
  const custom = goal === 'custom';

  // The result replaces the thinking panel: take the reader there.
  useEffect(() => {
    if (transform.isSuccess) resultHeading.current?.focus();
  }, [transform.isSuccess, transform.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transform.isPending) return;
    const checked = transformRequestFrom({ source, goal, instructions });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first && FOCUS_TARGET[first]) document.getElementById(FOCUS_TARGET[first])?.focus();
      return;
    }
    setErrors({});
    transform.mutate(checked.request, {
      onError: (failure) => {
        const fields = describeAiError(failure).fields;
        if (Object.keys(fields).length > 0) setErrors(fields);
      },
    });
  };

  const instructionsError = errors.instructions;
  const chosenMine = source.tab === 'mine' ? source.mine : null;

  return (
    <div className="space-y-10">
      <form noValidate onSubmit={onSubmit} aria-label="Transform a recipe" className="max-w-3xl space-y-8">
        <section className="space-y-3">
          <StepHeading n={1}>Choose a recipe</StepHeading>
          <SourcePicker value={source} onChange={setSource} errors={errors} disabled={transform.isPending} />
        </section>

        <section className="space-y-4">
          <StepHeading n={2}>Choose a goal</StepHeading>
          <ChipGroup
            id="ai-goal"
            legend="Make it…"
            choices={GOAL_CHOICES}
            value={goal}
            onChange={(value) => setGoal(value as AiGoal)}
            error={errors.goal}
            disabled={transform.isPending}
          />
          <div className="space-y-1.5">
            <Label htmlFor="ai-instructions">{custom ? 'Describe your goal' : 'Anything else? (optional)'}</Label>
            <Input
              id="ai-instructions"
              value={instructions}
              maxLength={AI_LIMITS.customGoal}
              required={custom}
              disabled={transform.isPending}
              placeholder={custom ? 'e.g. low in sodium for my heart, still full of flavour' : 'e.g. keep it kid-friendly, no mushrooms'}
              onChange={(e) => setInstructions(e.target.value)}
              aria-invalid={instructionsError ? true : undefined}
              aria-describedby={describedBy(instructionsError && 'ai-instructions-error')}
            />
            {instructionsError ? (
              <p id="ai-instructions-error" className="text-sm font-medium text-destructive">
                {instructionsError}
              </p>
            ) : null}
          </div>
        </section>

        <div className="space-y-2">
          <PaidButton type="submit" size="lg" feature="recipe_transform" label="Transform" pending={transform.isPending} aria-describedby="ai-transform-credits" />
          <CreditHint feature="recipe_transform" id="ai-transform-credits" />
        </div>
      </form>

      {chosenMine ? <MyRecipeTools key={chosenMine.id} recipe={chosenMine} images={images} /> : null}

      <div>
        {transform.isPending ? (
          <Thinking>
            <TransformResultSkeleton />
          </Thinking>
        ) : problem ? (
          <AiErrorAlert problem={problem} className="max-w-3xl" />
        ) : transform.data ? (
          <TransformResult result={transform.data} headingRef={resultHeading} />
        ) : null}
      </div>
    </div>
  );
}

/** /recipe-ai (signed in): transform a recipe towards a goal, and analyse or illustrate one of mine. */
export function RecipeAiPage() {
  useDocumentTitle('Recipe AI');
  return (
    <Page className="space-y-8">
      <PageHeader title="Recipe AI" description="Transform any recipe to fit your diet, with a full nutrition analysis of the result." />
      <AiStatusGate>{({ images }) => <RecipeAiTool images={images} />}</AiStatusGate>
    </Page>
  );
}
