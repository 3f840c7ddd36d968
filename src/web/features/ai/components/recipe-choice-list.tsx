import type { RecipeSummary } from '../../../../contracts/recipe';
import { RecipeImage } from '../../recipes';

/**
 * Recipes to choose one from: radios drawn as rows with a thumbnail, in a box that scrolls when
 * the list is long (the page stays short on a phone).
 */
export function RecipeChoiceList({
  name,
  label,
  recipes,
  value,
  onChange,
  disabled,
}: {
  name: string;
  label: string;
  recipes: readonly RecipeSummary[];
  value: number | null;
  onChange: (recipe: RecipeSummary) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <ul className="max-h-80 space-y-1.5 overflow-y-auto rounded-2xl border border-border bg-card p-1.5">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-xl p-2 transition-colors hover:bg-muted has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring">
              <input
                type="radio"
                name={name}
                value={recipe.id}
                checked={value === recipe.id}
                onChange={() => onChange(recipe)}
                className="size-4 shrink-0 accent-primary"
              />
              <RecipeImage src={recipe.featuredImage} alt="" sizes="56px" className="aspect-[4/3] w-14 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block font-medium break-words">{recipe.title}</span>
                {recipe.privacyLevel === 'private' ? <span className="block text-xs text-muted-foreground">Private</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
