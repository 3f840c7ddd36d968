import { useIsMutating } from '@tanstack/react-query';
import { Controller, get, type FieldError, type Path } from 'react-hook-form';
import { AI_GOAL_LABELS, AI_GOALS, AI_LIMITS, type AiGoal, type AiResultFeature } from '../../../../contracts/ai';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Page, PageHeader } from '../../../components/ui/page';
import type { FieldErrors } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../settings';
import { focusFirstInOrder, setServerErrors, useZodForm } from '../../../lib/zod-form';
import { TRANSFORM_URL, useAiResult, useAiResults, useDeleteAiResult, useTransformRecipe } from '../api/ai';
import { AiErrorAlert } from '../components/ai-error-alert';
import { AiStatusGate } from '../components/ai-status-gate';
import { AnalysisResult } from '../components/analysis-result';
import { ChipGroup } from '../components/chip-group';
import { HistoryList, NotInHistory } from '../components/history-list';
import { MyRecipeTools } from '../components/my-recipe-tools';
import { CreditHint, PaidButton } from '../components/paid-action';
import { SourcePicker } from '../components/source-picker';
import { Thinking } from '../components/thinking';
import { TransformResult, TransformResultSkeleton } from '../components/transform-result';
import { aiFieldKey, describeAiError } from '../lib/ai-errors';
import { describedBy, EMPTY_SOURCE, transformFormSchema, type TransformForm } from '../lib/transform-form';
import { useFocusWhenShown, useOpenedResult } from '../lib/use-kept-result';

const GOAL_CHOICES = AI_GOALS.map((goal) => ({ value: goal, label: AI_GOAL_LABELS[goal] }));

/**
 * The fields in the order the form shows them: the first with a message takes the focus (the shown
 * text box of the source; a recipe list and the goal chips have nothing to focus). See
 * focusFirstInOrder (lib/zod-form): react-hook-form alone would count the typed boxes first.
 */
const FIELD_ORDER = ['source', 'goal', 'instructions'] as const;

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

/** The address of the result on the screen (?result=id), so a reload or a link back shows it again. */
const RESULT_PARAM = 'result';
const FEATURE_LABELS: Record<AiResultFeature, string> = { recipe_transform: 'Transformed recipe', recipe_analysis: 'Analysis' };

/** A kept result, from the cache when it was made on this visit, else from the server. */
function KeptResult({ id, paid, focus, onFocused }: { id: string; paid?: { credits: number; balance: number } | undefined; focus: boolean; onFocused: () => void }) {
  const kept = useAiResult(id);
  const heading = useFocusWhenShown(focus, kept.data !== undefined, onFocused);

  if (kept.isPending) return <TransformResultSkeleton />;
  if (kept.isError) {
    return <NotInHistory>This result is not in your history: it may have been deleted.</NotInHistory>;
  }
  const result = kept.data;
  if (result.feature === 'recipe_transform') return <TransformResult result={result.transform} paid={paid} headingRef={heading} />;
  return (
    <section aria-labelledby="kept-analysis-title" className="max-w-3xl space-y-4">
      <h2 id="kept-analysis-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
        Analysis of “{result.analysis.title}”
      </h2>
      <AnalysisResult result={result.analysis} />
    </section>
  );
}

function RecipeAiTool({ images }: { images: boolean }) {
  // Messages stay until the next Transform (the kit's default).
  const form = useZodForm(transformFormSchema, { defaultValues: { source: EMPTY_SOURCE, goal: 'healthier', instructions: '' }, shouldFocusError: false });
  const transform = useTransformRecipe();
  const { openId, focus, open, arrived, focused } = useOpenedResult(RESULT_PARAM, transform.reset);
  const history = useAiResults();
  const remove = useDeleteAiResult();
  // A transform started before the member left the screen and came back.
  const running = useIsMutating({ mutationKey: [TRANSFORM_URL] }) > (transform.isPending ? 1 : 0);
  const problem = transform.isError ? describeAiError(transform.error) : null;
  const [source, goal] = form.watch(['source', 'goal']);
  const custom = goal === 'custom';
  const { errors } = form.formState;
  // The source picker names its messages as the request does ('source.text').
  const sourceErrors: FieldErrors = Object.fromEntries(
    ['source', 'source.recipeId', 'source.text', 'source.url'].map((path) => [path, (get(errors, path) as FieldError | undefined)?.message]),
  );

  const onSubmit = form.handleSubmit(
    (request) => {
      if (transform.isPending) return;
      transform.mutate(request, {
        onSuccess: (result) => arrived(result.resultId),
        // A 400's field messages go under the fields the screen names them by ('source.text', 'goal').
        onError: (failure) => setServerErrors(failure, form.setError, { field: (name) => aiFieldKey(name) as Path<TransformForm> }),
      });
    },
    focusFirstInOrder(form.setFocus, FIELD_ORDER),
  );

  const instructionsError = errors.instructions?.message;
  const chosenMine = source.tab === 'mine' ? source.mine : null;

  return (
    <div className="space-y-10">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Transform a recipe" className="max-w-3xl space-y-8">
        <section className="space-y-3">
          <StepHeading n={1}>Choose a recipe</StepHeading>
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <SourcePicker value={field.value} onChange={field.onChange} errors={sourceErrors} disabled={transform.isPending} inputRef={field.ref} />
            )}
          />
        </section>

        <section className="space-y-4">
          <StepHeading n={2}>Choose a goal</StepHeading>
          <Controller
            control={form.control}
            name="goal"
            render={({ field }) => (
              <ChipGroup
                id="ai-goal"
                legend="Make it…"
                choices={GOAL_CHOICES}
                value={field.value}
                onChange={(value) => field.onChange(value as AiGoal)}
                error={errors.goal?.message}
                disabled={transform.isPending}
              />
            )}
          />
          <div className="space-y-1.5">
            <Label htmlFor="ai-instructions">{custom ? 'Describe your goal' : 'Anything else? (optional)'}</Label>
            <Input
              {...form.register('instructions')}
              id="ai-instructions"
              maxLength={AI_LIMITS.customGoal}
              required={custom}
              disabled={transform.isPending}
              placeholder={custom ? 'e.g. low in sodium for my heart, still full of flavour' : 'e.g. keep it kid-friendly, no mushrooms'}
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
        ) : openId ? (
          <KeptResult
            key={openId}
            id={openId}
            paid={transform.data?.resultId === openId ? transform.data : undefined}
            focus={focus}
            onFocused={focused}
          />
        ) : null}
      </div>

      <HistoryList
        id="ai-history"
        title="Your Recipe AI history"
        items={history.data?.results.map((r) => ({ id: r.id, title: r.title, detail: FEATURE_LABELS[r.feature], createdAt: r.createdAt }))}
        loading={history.isPending}
        failed={history.isError}
        openId={openId}
        onOpen={open}
        remove={(id) => remove.mutateAsync(id)}
        onDeleted={(id) => {
          if (id === openId) open(null);
        }}
        running={running}
      />
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
