import type { Duration, Recipe, RecipeSummary } from '../../../contracts/recipe';
import { displayName } from '../../../domain/authors';
import type { RecipeDetailRow, RecipeSummaryRow } from './repo';

function minutes(value: number | null): Duration | null {
  return value == null ? null : { value, unit: 'minutes' };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

type AuthorColumns = Pick<RecipeSummaryRow, 'authorUsername' | 'authorFirstName' | 'authorLastName' | 'authorEmail'>;

/** A recipe's author as lists show them: id, username and the name to display. */
export function authorOf(authorId: string, row: AuthorColumns): { id: string; username: string | null; displayName: string } {
  return {
    id: authorId,
    username: row.authorUsername,
    displayName: displayName({
      first_name: row.authorFirstName,
      last_name: row.authorLastName,
      username: row.authorUsername,
      email: row.authorEmail,
    }),
  };
}

export function toRecipeSummary(row: RecipeSummaryRow): RecipeSummary {
  return {
    id: row.id!,
    title: row.title!,
    subtitle: row.subtitle,
    description: row.description,
    featuredImage: row.featuredImage,
    authorId: row.authorId,
    author: row.authorId ? { ...authorOf(row.authorId, row), avatar_url: row.authorAvatarUrl } : null,
    servings: row.servings ?? 1,
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

export function toRecipe(row: RecipeDetailRow): Recipe {
  return {
    ...toRecipeSummary(row),
    ingredients: row.ingredients,
    instructions: row.instructions,
    recipeTools: row.recipeTools,
  };
}
