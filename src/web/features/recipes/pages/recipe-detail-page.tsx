import { Suspense, useState } from 'react';
import { useParams } from '../../../lib/router';
import type { Recipe } from '../../../../contracts/recipe';
import { Page } from '../../../components/ui/page';
import { lazyNamed } from '../../../lib/lazy';
import { useDocumentTitle } from '../../settings';
import { useAuth } from '../../auth';
import { useRecipe } from '../api/recipes';
import { QuickRecipeActions, RecipeActions } from '../components/detail/recipe-actions';
import { RecipeBreadcrumb } from '../components/detail/recipe-breadcrumb';
import { RecipeHeader } from '../components/detail/recipe-header';
import { RecipeHeroImage } from '../components/detail/recipe-hero-image';
import { RecipeInfoBar } from '../components/detail/recipe-info-bar';
import { RecipeIngredients } from '../components/detail/recipe-ingredients';
import { RecipeInstructions } from '../components/detail/recipe-instructions';
import { RecipeKitchenTools } from '../components/detail/recipe-kitchen-tools';
import { RecipeMacroBar } from '../components/detail/recipe-macro-bar';
import { RecipeNutrition } from '../components/detail/recipe-nutrition';
import { RecipeSource } from '../components/detail/recipe-source';
import { RecipeTaxonomy } from '../components/detail/recipe-taxonomy';
import { RelatedRecipes } from '../components/detail/related-recipes';

/** Admins only: fetched for them, never part of what every visitor's page loads. */
const SeoSchemaPanel = lazyNamed(() => import('../components/detail/seo-schema-panel'), 'SeoSchemaPanel');
/**
 * Shown only after a client-side navigation (the skeleton) or for a missing recipe: neither is
 * part of the first download of a recipe's page (issue 17's JavaScript budget). A server-rendered
 * 'Recipe Not Found' stays as sent until its code arrives.
 */
const RecipeDetailSkeleton = lazyNamed(() => import('../components/detail/recipe-detail-skeleton'), 'RecipeDetailSkeleton');
const RecipeNotFound = lazyNamed(() => import('../components/detail/recipe-not-found'), 'RecipeNotFound');

/** The recipe itself, in SPEC order. Keyed by recipe id, so servings and steps start over per recipe. */
function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings);
  const { isAdmin } = useAuth();
  return (
    <article className="space-y-10 sm:space-y-12" data-testid="recipe-detail">
      <div className="space-y-5">
        <RecipeBreadcrumb title={recipe.title} category={recipe.categories[0]} />
        <RecipeHeader recipe={recipe} />
        <RecipeSource source={recipe.source} />
      </div>
      <div className="space-y-6">
        <RecipeHeroImage src={recipe.featuredImage} alt={recipe.title} />
        <RecipeInfoBar recipe={recipe} servings={servings} onServingsChange={setServings} />
        <QuickRecipeActions recipe={recipe} />
      </div>
      {recipe.description ? (
        <div data-print-section="description">
          <h2 className="sr-only">Description</h2>
          <p className="max-w-prose text-lg leading-relaxed text-foreground/90">{recipe.description}</p>
        </div>
      ) : null}
      <RecipeMacroBar nutrition={recipe.nutrition} />
      {/* A copy kept offline by an earlier version of the app has no matched tools. */}
      <RecipeKitchenTools tools={recipe.kitchenTools ?? []} />
      <RecipeIngredients ingredients={recipe.ingredients} originalServings={recipe.servings} servings={servings} />
      <RecipeInstructions instructions={recipe.instructions} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:gap-12">
        <RecipeNutrition nutrition={recipe.nutrition} ingredients={recipe.ingredients} />
        <RecipeTaxonomy recipe={recipe} className="lg:grid-cols-1 lg:pt-14" />
      </div>
      <RelatedRecipes recipeId={recipe.id} />
      <RecipeActions recipe={recipe} />
      {isAdmin ? (
        <Suspense fallback={null}>
          <SeoSchemaPanel recipe={recipe} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** /recipes/:id and /recipe/:id. */
export function RecipeDetailPage() {
  const { id } = useParams();
  const { data: recipe, isPending, isError } = useRecipe(id);
  useDocumentTitle(recipe?.title ?? (isError ? 'Recipe Not Found' : null));

  return (
    <Page size="medium" className="py-6 sm:py-10">
      {isError || (!isPending && !recipe) ? (
        <Suspense fallback={null}>
          <RecipeNotFound />
        </Suspense>
      ) : isPending || !recipe ? (
        <Suspense fallback={null}>
          <RecipeDetailSkeleton />
        </Suspense>
      ) : (
        <RecipeDetail key={recipe.id} recipe={recipe} />
      )}
    </Page>
  );
}
