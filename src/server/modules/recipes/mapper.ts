import type { KitchenTool } from '../../../contracts/kitchen-tools';
import type { Duration, Recipe, RecipeSummary } from '../../../contracts/recipe';
import { ANONYMOUS_AUTHOR, displayName } from '../../../domain/authors';
import { isAdmin } from '../../../domain/access';
import { matchRecipeTools } from '../../../domain/kitchen-tools';
import type { Viewer } from '../../viewer';
import type { RecipeDetailRow, RecipeSummaryRow } from './repo';

function minutes(value: number | null): Duration | null {
  return value == null ? null : { value, unit: 'minutes' };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

type NameColumns = Pick<RecipeSummaryRow, 'authorUsername' | 'authorFirstName' | 'authorLastName'>;

/** A recipe's author as the back office lists them: id, username and the name to display. */
export function authorOf(authorId: string, row: NameColumns): { id: string; username: string | null; displayName: string } {
  return {
    id: authorId,
    username: row.authorUsername,
    displayName: displayName({ first_name: row.authorFirstName, last_name: row.authorLastName, username: row.authorUsername }),
  };
}

/**
 * Whether `viewer` sees who wrote the recipe: not when the author keeps their profile private
 * (issue 14), unless the viewer is that author or an admin. Everyone else gets ANONYMOUS_AUTHOR.
 */
function authorHiddenFrom(row: Pick<RecipeSummaryRow, 'authorId' | 'authorProfileVisible'>, viewer: Viewer | null): boolean {
  return row.authorId !== null && row.authorProfileVisible === false && viewer?.id !== row.authorId && !isAdmin(viewer);
}

/** The author as `viewer` may see them: the one place a recipe's author is put into an answer. */
function recipeAuthor(row: Omit<RecipeSummaryRow, 'notCounted'>, viewer: Viewer | null): RecipeSummary['author'] {
  if (authorHiddenFrom(row, viewer)) return { ...ANONYMOUS_AUTHOR };
  return row.authorId ? { ...authorOf(row.authorId, row), avatar_url: row.authorAvatarUrl } : null;
}

/** The recipe card as `viewer` may see it. */
export function toRecipeSummary(row: RecipeSummaryRow, viewer: Viewer | null): RecipeSummary {
  return { ...cardOf(row, viewer), notCounted: row.notCounted };
}

/** What a card and the full recipe share. */
function cardOf(row: Omit<RecipeSummaryRow, 'notCounted'>, viewer: Viewer | null): Omit<RecipeSummary, 'notCounted'> {
  const author = recipeAuthor(row, viewer);
  return {
    id: row.id!,
    title: row.title!,
    subtitle: row.subtitle,
    description: row.description,
    featuredImage: row.featuredImage,
    authorId: author?.id ?? null,
    author,
    servings: row.servings ?? 1,
    yieldText: row.yieldText,
    prepTime: minutes(row.prepMinutes),
    cookTime: minutes(row.cookMinutes),
    totalTime: minutes(row.totalMinutes),
    categories: row.categories ?? [],
    tags: row.tags ?? [],
    dietaryAttributes: row.dietaryAttributes ?? [],
    nutrition: row.nutrition,
    privacyLevel: row.privacyLevel === 'private' ? 'private' : 'public',
    isFeatured: row.isFeatured ?? false,
    ratings:
      row.ratingAverage != null && (row.ratingCount ?? 0) > 0
        ? { average: row.ratingAverage, count: row.ratingCount ?? 0 }
        : null,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** The recipe, with the catalogue tools its tool names refer to (`toolCatalogue`: every kitchen tool). */
export function toRecipe(row: RecipeDetailRow, viewer: Viewer | null, toolCatalogue: readonly KitchenTool[]): Recipe {
  // The detail page counts the lines itself from `ingredients`; the count is for cards.
  const summary = cardOf(row, viewer);
  return {
    ...summary,
    ingredients: row.ingredients,
    instructions: row.instructions,
    recipeTools: row.recipeTools,
    kitchenTools: matchRecipeTools(row.recipeTools, toolCatalogue),
    source: row.sourceUrl ? { url: row.sourceUrl, siteName: row.sourceSiteName, author: row.sourceAuthor } : null,
  };
}
