import { useMemo } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { IngredientAnalysis, NutritionAnalysis } from '../../../../contracts/nutrition-analysis';
import { caloriesFigure, notCountedInAnalysis, notCountedText } from '../../../../domain/nutrition-coverage';
import { formatAmount } from '../../../../domain/servings';
import { useDebouncedValue } from '../../search';
import { useNutritionAnalysis } from '../api/nutrition-analysis';
import { analysisRequestFromForm } from '../lib/analysis-request';
import type { RecipeForm } from '../lib/recipe-form';
import { EditorSection } from './editor-field';

/** Typing pauses this long before the nutrition is worked out again. */
const TYPING_PAUSE_MS = 600;

/**
 * The recipe's nutrition per serving as the member writes, worked out by the server from USDA
 * figures exactly as it will be stored on save, with what became of each ingredient: the food it
 * was matched to (and how sure the match is), or why it is left out of the totals.
 */
export function NutritionPreview({ form }: { form: RecipeForm }) {
  const asked = useMemo(() => analysisRequestFromForm(form), [form]);
  const debounced = useDebouncedValue(asked, TYPING_PAUSE_MS);
  const analysis = useNutritionAnalysis(debounced);

  return (
    <EditorSection title="Nutrition per serving" description="Worked out from your ingredients with USDA food data; saved with the recipe.">
      <div aria-live="polite" aria-busy={analysis.isFetching} data-testid="nutrition-preview" className="space-y-4">
        {!debounced || debounced.ingredients.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add ingredients with amounts to see the nutrition.</p>
        ) : analysis.isError && !analysis.data ? (
          <p className="text-sm text-destructive">Nutrition could not be worked out just now.</p>
        ) : !analysis.data ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Working out the nutrition...
          </p>
        ) : (
          <AnalysisView analysis={analysis.data} written={debounced.ingredients} />
        )}
      </div>
    </EditorSection>
  );
}

function AnalysisView({ analysis, written }: { analysis: NutritionAnalysis; written: readonly { quantity: number | null }[] }) {
  const counted = analysis.ingredients.filter((line) => line.status === 'matched').length;
  // The figure is a floor when lines with an amount are left out, as on the recipe page (ADR 0011).
  const notCounted = notCountedInAnalysis(written, analysis.ingredients).length;
  const { nutrition } = analysis;
  return (
    <>
      {nutrition ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Calories" value={caloriesFigure(nutrition.calories, notCounted)} note={notCounted > 0 ? notCountedText(notCounted) : null} />
          <Figure label="Protein" value={`${formatAmount(nutrition.protein)} g`} />
          <Figure label="Carbs" value={`${formatAmount(nutrition.carbs.total)} g`} />
          <Figure label="Fat" value={`${formatAmount(nutrition.fat.total)} g`} />
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">None of the ingredients could be counted yet.</p>
      )}
      <p className="text-sm font-medium">
        {counted} of {analysis.ingredients.length} ingredients counted
      </p>
      <ul className="space-y-2 text-sm">
        {analysis.ingredients.map((line) => (
          <IngredientLine key={line.index} line={line} />
        ))}
      </ul>
    </>
  );
}

function Figure({ label, value, note = null }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="rounded-xl bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function IngredientLine({ line }: { line: IngredientAnalysis }) {
  const ok = line.status === 'matched' || line.status === 'no-amount';
  const Icon = ok ? CircleCheck : CircleAlert;
  const source = line.food ? `${line.food.source === 'sr28' ? 'USDA SR28 NDB' : 'USDA FDC'} ${line.food.sourceId}` : null;
  return (
    <li data-testid="nutrition-line" className="flex gap-2">
      <Icon aria-hidden="true" className={ok ? 'mt-0.5 size-4 shrink-0 text-primary-text' : 'mt-0.5 size-4 shrink-0 text-destructive'} />
      <div className="min-w-0">
        <span className="font-medium">{line.name}</span>
        {line.status === 'matched' && line.grams !== null ? <span className="text-muted-foreground"> · {Math.round(line.grams)} g</span> : null}
        {line.food ? (
          <span className="block text-muted-foreground">
            as {line.food.name} ({source}
            {line.food.confidence < 1 ? `, ${Math.round(line.food.confidence * 100)}% name match` : ''})
          </span>
        ) : null}
        {line.problem ? <span className={ok ? 'block text-muted-foreground' : 'block text-destructive'}>{line.problem}</span> : null}
      </div>
    </li>
  );
}
