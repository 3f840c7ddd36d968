/**
 * The prefix of every key under GET /api/users (public profiles and their recipe lists). It lives
 * here, under both features, because the profile feature builds on the recipes feature while a
 * recipe change (recipes' onRecipeChanged) must refresh the profiles that count and list it.
 */
export const PUBLIC_USERS_KEY = ['/api/users'] as const;
