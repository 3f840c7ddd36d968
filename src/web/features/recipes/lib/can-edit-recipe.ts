import type { AuthUser } from '../../../../contracts/auth';
import type { Recipe } from '../../../../contracts/recipe';

/**
 * Who the server lets change a recipe (src/server/modules/recipes/authoring.ts): its author while
 * a member, or any admin. The screens only use this to offer the editor; the server decides.
 */
export function canEditRecipe(user: Pick<AuthUser, 'id' | 'role'> | null, recipe: Pick<Recipe, 'authorId'>): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.role === 'member' && recipe.authorId !== null && recipe.authorId === user.id;
}
