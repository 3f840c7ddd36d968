/**
 * Who may do what (SPEC section 6), in one place: the server's route guard and its services
 * decide with these, and the screens use the same rules to offer only what the server allows.
 */

/** Anyone signed in: the server's viewer, the web's user. `role` is the stored text (src/contracts/roles.ts). */
export interface Person {
  id: string;
  role: string;
}

/**
 * What a route needs: anyone; any signed-in account (saved recipes, own profile, credits); a
 * member, which SPEC spells "role member or admin" (writing recipes, the privacy toggle, AI
 * tools, import); an administrator (the back office).
 */
export type Access = 'public' | 'signed-in' | 'member' | 'admin';

export function isAdmin(person: Pick<Person, 'role'> | null): boolean {
  return person?.role === 'admin';
}

/** SPEC section 6: role member or admin writes recipes, sets their privacy and uses the AI tools. */
export function canWriteRecipes(person: Pick<Person, 'role'> | null): boolean {
  return person?.role === 'member' || isAdmin(person);
}

/** A recipe's author while a member may change it, and any admin (an authorless recipe: admins only). */
export function canEditRecipe(person: Person | null, recipe: { authorId: string | null }): boolean {
  if (isAdmin(person)) return true;
  return canWriteRecipes(person) && recipe.authorId !== null && recipe.authorId === person?.id;
}

/** What stands between a person and a level: nothing, signing in (401), or a role they lack (403). */
export function refusal(access: Access, person: Pick<Person, 'role'> | null): 401 | 403 | null {
  if (access === 'public') return null;
  if (!person) return 401;
  if (access === 'member' && !canWriteRecipes(person)) return 403;
  if (access === 'admin' && !isAdmin(person)) return 403;
  return null;
}
