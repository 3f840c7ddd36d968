import type { Nutrition } from '../../../../../contracts/recipe';
import { computeMacroSplit, normalizeMacroPercentages, type Macros } from '../../../../../domain/macros';
import { formatAmount } from '../../../../../domain/servings';
import { DetailSection } from './detail-section';

/** Stored percentages, when a recipe carries them (SPEC section 3: nutrition.macroDistribution). */
function storedDistribution(nutrition: Nutrition): Macros | null {
  const value = (nutrition as Nutrition & { macroDistribution?: unknown }).macroDistribution;
  if (!value || typeof value !== 'object') return null;
  const { protein, carbs, fat } = value as Record<string, unknown>;
  if (typeof protein !== 'number' || typeof carbs !== 'number' || typeof fat !== 'number') return null;
  return { protein, carbs, fat };
}

/**
 * Protein / carbs / fat share of calories: the recipe's stored percentages (normalized to total
 * 100) when present, else computed from the grams at 4/4/9 kcal per gram.
 */
export function macroPercentages(nutrition: Nutrition): Macros {
  const stored = storedDistribution(nutrition);
  if (stored) return normalizeMacroPercentages(stored);
  return computeMacroSplit({ protein: nutrition.protein, carbs: nutrition.carbs.total, fat: nutrition.fat.total });
}

const SEGMENTS = [
  { key: 'protein', label: 'Protein', swatch: 'bg-primary' },
  { key: 'carbs', label: 'Carbs', swatch: 'bg-secondary' },
  { key: 'fat', label: 'Fat', swatch: 'bg-accent' },
] as const satisfies ReadonlyArray<{ key: keyof Macros; label: string; swatch: string }>;

/** The macronutrient distribution bar with its legend; nothing without nutrition data. */
export function RecipeMacroBar({ nutrition }: { nutrition: Nutrition | null }) {
  if (!nutrition) return null;
  const percentages = macroPercentages(nutrition);
  const grams: Macros = { protein: nutrition.protein, carbs: nutrition.carbs.total, fat: nutrition.fat.total };
  const summary = SEGMENTS.map((s) => `${s.label} ${percentages[s.key]}%`).join(', ');
  return (
    <DetailSection title="Macronutrient Distribution" id="macros-heading" printSection="macros">
      <div className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <div
          role="img"
          aria-label={`Share of calories: ${summary}`}
          data-testid="macro-bar"
          className="flex h-4 w-full gap-0.5 overflow-hidden rounded-full bg-muted"
        >
          {SEGMENTS.map((segment) =>
            percentages[segment.key] > 0 ? (
              <div
                key={segment.key}
                data-macro={segment.key}
                className={`${segment.swatch} h-full first:rounded-l-full last:rounded-r-full`}
                style={{ width: `${percentages[segment.key]}%` }}
              />
            ) : null,
          )}
        </div>
        <ul className="grid grid-cols-3 gap-3" aria-label="Legend">
          {SEGMENTS.map((segment) => (
            <li key={segment.key} className="flex items-start gap-2">
              <span aria-hidden="true" className={`${segment.swatch} mt-1.5 size-3 shrink-0 rounded-full`} />
              <span className="min-w-0">
                <span className="block text-sm text-muted-foreground">{segment.label}</span>
                <span className="block font-semibold tabular-nums" data-testid={`macro-${segment.key}`}>
                  {percentages[segment.key]}%
                </span>
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {formatAmount(grams[segment.key])} g
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </DetailSection>
  );
}
