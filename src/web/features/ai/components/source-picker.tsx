import type { RefCallback } from 'react';
import { BookOpen, ClipboardPaste, Globe, Link2, Plus } from 'lucide-react';
import { Link } from '../../../lib/router';
import { AI_LIMITS } from '../../../../contracts/ai';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { FieldErrors } from '../../../lib/field-errors';
import { flattenRecipePages, NEW_RECIPE_PATH, useMyRecipes, useRecipeList } from '../../recipes';
import { textareaClass } from '../../my-recipes';
import { useDebouncedValue } from '../../search';
import { describedBy, type SourceState, type SourceTab } from '../lib/transform-form';
import { RecipeChoiceList } from './recipe-choice-list';

const SEARCH_PAUSE_MS = 300;

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/** The recipe chosen on a tab, also when a new search no longer lists it. */
function Chosen({ recipe }: { recipe: RecipeSummary | null }) {
  return recipe ? (
    <p className="text-sm text-muted-foreground">
      Chosen: <span className="font-medium text-foreground">{recipe.title}</span>
    </p>
  ) : null;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading recipes" className="space-y-2 rounded-2xl border border-border p-2">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 p-1">
          <Skeleton className="aspect-[4/3] w-14 rounded-lg" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}

function MyRecipeChoices({ value, onChange, disabled }: { value: number | null; onChange: (recipe: RecipeSummary) => void; disabled?: boolean }) {
  const recipes = useMyRecipes();
  if (recipes.isPending) return <ListSkeleton />;
  if (recipes.isError) {
    return (
      <div role="alert" className="space-y-2 rounded-2xl border border-border p-4 text-sm">
        <p>Failed to load your recipes</p>
        <Button size="sm" variant="outline" onClick={() => void recipes.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (recipes.data.length === 0) {
    return (
      <div className="space-y-3 rounded-2xl border border-dashed border-border p-5 text-sm">
        <p>You have no recipes yet. Choose a public recipe, paste one, or write your own first.</p>
        <Button asChild size="sm" variant="outline">
          <Link to={NEW_RECIPE_PATH}>
            <Plus aria-hidden="true" />
            New Recipe
          </Link>
        </Button>
      </div>
    );
  }
  return <RecipeChoiceList name="my-recipe" label="Your recipes" recipes={recipes.data} value={value} onChange={onChange} disabled={disabled} />;
}

function PublicRecipeChoices({
  value,
  onChange,
  term,
  onTermChange,
  disabled,
}: {
  value: number | null;
  onChange: (recipe: RecipeSummary) => void;
  term: string;
  onTermChange: (term: string) => void;
  disabled?: boolean;
}) {
  const search = useDebouncedValue(term.trim(), SEARCH_PAUSE_MS);
  const list = useRecipeList({ search: search || undefined });
  const recipes = flattenRecipePages(list.data?.pages);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="ai-public-search">Search public recipes</Label>
        <Input
          id="ai-public-search"
          type="search"
          value={term}
          placeholder="Title, ingredient or tag"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onTermChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches (it already does as you type); it must not submit the transform.
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </div>
      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The recipes could not be loaded. Please try again.
          </p>
        ) : recipes.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted-foreground">No public recipes match “{search}”.</p>
        ) : (
          <>
            <p role="status" className="sr-only">
              {recipes.length} {recipes.length === 1 ? 'recipe' : 'recipes'} found
            </p>
            <RecipeChoiceList name="public-recipe" label="Public recipes" recipes={recipes} value={value} onChange={onChange} disabled={disabled} />
          </>
        )}
      </div>
    </div>
  );
}

const TABS: { value: SourceTab; label: string; icon: typeof BookOpen }[] = [
  { value: 'mine', label: 'My recipes', icon: BookOpen },
  { value: 'public', label: 'Public recipes', icon: Globe },
  { value: 'text', label: 'Paste text', icon: ClipboardPaste },
  { value: 'url', label: 'Web address', icon: Link2 },
];

/** Where the recipe to transform comes from: one of mine, any public recipe, pasted text or a web page. */
export function SourcePicker({
  value,
  onChange,
  errors,
  disabled,
  inputRef,
}: {
  value: SourceState;
  onChange: (next: SourceState) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** The shown text box (pasted text or web address), for a form that moves the focus to a field with a message. */
  inputRef?: RefCallback<HTMLElement>;
}) {
  const set = (patch: Partial<SourceState>) => onChange({ ...value, ...patch });
  const recipeError = errors['source.recipeId'] ?? errors.source;
  return (
    <Tabs value={value.tab} onValueChange={(tab) => set({ tab: tab as SourceTab })}>
      <TabsList aria-label="Where the recipe comes from" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="gap-1.5">
            <tab.icon aria-hidden="true" className="size-4" />
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="mine" className="space-y-2">
        <MyRecipeChoices value={value.mine?.id ?? null} onChange={(recipe) => set({ mine: recipe })} disabled={disabled} />
        <Chosen recipe={value.mine} />
        <FieldMessage id="ai-source-recipe-error" error={recipeError} />
      </TabsContent>

      <TabsContent value="public" className="space-y-2">
        <PublicRecipeChoices
          value={value.public?.id ?? null}
          onChange={(recipe) => set({ public: recipe })}
          term={value.publicSearch}
          onTermChange={(publicSearch) => set({ publicSearch })}
          disabled={disabled}
        />
        <Chosen recipe={value.public} />
        <FieldMessage id="ai-source-public-error" error={recipeError} />
      </TabsContent>

      <TabsContent value="text" className="space-y-1.5">
        <Label htmlFor="ai-source-text">Recipe text</Label>
        <textarea
          id="ai-source-text"
          ref={inputRef}
          rows={10}
          maxLength={AI_LIMITS.pastedText}
          value={value.text}
          disabled={disabled}
          placeholder={'Paste the whole recipe: title, ingredients with amounts, and the steps.'}
          onChange={(e) => set({ text: e.target.value })}
          aria-invalid={errors['source.text'] ? true : undefined}
          aria-describedby={describedBy('ai-source-text-hint', errors['source.text'] ? 'ai-source-text-error' : null)}
          className={textareaClass}
        />
        <p id="ai-source-text-hint" className="text-sm text-muted-foreground">
          {value.text.length.toLocaleString('en-US')} / {AI_LIMITS.pastedText.toLocaleString('en-US')} characters
        </p>
        <FieldMessage id="ai-source-text-error" error={errors['source.text']} />
      </TabsContent>

      <TabsContent value="url" className="space-y-1.5">
        <Label htmlFor="ai-source-url">Recipe web address</Label>
        <Input
          id="ai-source-url"
          ref={inputRef}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
          value={value.url}
          disabled={disabled}
          onChange={(e) => set({ url: e.target.value })}
          aria-invalid={errors['source.url'] ? true : undefined}
          aria-describedby={describedBy('ai-source-url-hint', errors['source.url'] ? 'ai-source-url-error' : null)}
        />
        <p id="ai-source-url-hint" className="text-sm text-muted-foreground">
          We read the recipe from the page, then transform it.
        </p>
        <FieldMessage id="ai-source-url-error" error={errors['source.url']} />
      </TabsContent>
    </Tabs>
  );
}
