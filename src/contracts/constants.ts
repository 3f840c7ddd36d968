/**
 * Constants shared by server and browser, free of zod on purpose: the public pages import them
 * without pulling the validation library into the first download (the JS budget of issue 3).
 * The schema modules re-export them, so either import path gives the same values.
 */

export const DEFAULT_THEME = { primaryColor: '#3d7068', secondaryColor: '#f0b67f', accentColor: '#d53939' } as const;
export const DEFAULT_SITE_NAME = 'Sprig';
/** The site's description where a page has none of its own (index.html carries the same text). */
export const DEFAULT_SITE_DESCRIPTION = 'Wholesome recipes and clear nutrition for health-conscious home cooks.';

export const NEWSLETTER_INTERESTS = ['recipes', 'tips', 'nutrition'] as const;

export const RECIPE_PAGE_DEFAULT = 24;
export const RECIPE_PAGE_MAX = 100;
/**
 * How a list is ordered (issue 19): relevance (the default with free text: the title's whole words,
 * then the title, then the other fields, newest first within each), newest (the default without),
 * quickest total time, fewest calories per serving, most protein per serving.
 */
export const RECIPE_SORTS = ['relevance', 'newest', 'quickest', 'calories', 'protein'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/**
 * The buckets of a recipe list's number facets (issue 19): total time at most, calories per serving
 * at most, protein per serving at least. A list may be filtered by any value; these are offered.
 */
export const TIME_BUCKETS = [15, 30, 60] as const;
export const CALORIE_BUCKETS = [300, 500, 700] as const;
export const PROTEIN_BUCKETS = [20, 30, 40] as const;
/** Recipe titles and ingredients the search box suggests, at most, each. */
export const RECIPE_SUGGESTIONS = 5;
/** Ingredient names a with or without filter takes, at most (comma-separated). */
export const INGREDIENT_FILTER_NAMES = 8;

export const USERNAME_SUGGESTION_LIMIT = 5;

/** The networks the footer may link to, in its order, with the names it shows. */
export const SOCIAL_NETWORKS = { instagram: 'Instagram', facebook: 'Facebook', x: 'X (Twitter)', youtube: 'YouTube' } as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export type SocialLinks = Record<SocialNetwork, string | null>;

/** Same shape as PublicSiteSettings of ./settings (checked there). */
export const DEFAULT_SITE_SETTINGS: {
  siteName: string;
  faviconUrl: string | null;
  themeColor: string;
  logoUrl: string | null;
  socialLinks: SocialLinks;
} = {
  siteName: DEFAULT_SITE_NAME,
  faviconUrl: null,
  themeColor: DEFAULT_THEME.primaryColor,
  logoUrl: null,
  // None until the admin names the site's own pages: a footer link to a bare instagram.com helps nobody.
  socialLinks: { instagram: null, facebook: null, x: null, youtube: null },
};

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt work grows with input; a cap keeps one request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 200;

/** What POST /api/auth/register answers, whether or not the address has an account (docs/decisions/0010). */
export const SIGNUP_SENT = "Check your e-mail: we've sent you a link to finish signing up. It works for 24 hours.";

/** The shape of an e-mailed password reset token (32 random bytes, base64url). */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Why a sign-in with an OpenID Connect provider failed. A browser that lands on the callback is
 * sent to /auth?error=<reason> (never the message itself, so nobody can put their own words on
 * the sign-in page), which shows the message.
 */
export const SIGN_IN_FAILURES = {
  expired: 'This sign-in has expired or was started in another browser. Sign in again.',
  refused: 'Your sign-in provider refused the sign-in. Try again.',
  unverified: 'Your sign-in provider did not confirm your e-mail address',
  unreachable: 'The sign-in provider could not be reached. Try again later.',
  failed: 'Sign-in with your provider failed. Try again.',
  disabled: 'This account has been disabled. Contact the site administrator if you think this is a mistake.',
} as const;
export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/** The calculator's choices (./users, ./nutrition-goals): the calculator's form shows them before it loads zod. */
export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very-active'] as const;
export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export const NUTRITIONAL_GOALS = ['lose', 'maintain', 'gain'] as const;
export type NutritionalGoal = (typeof NUTRITIONAL_GOALS)[number];

/** Mifflin-St Jeor has one constant per sex; the user picks one when their gender does not say. */
export const BMR_FORMULAS = ['male', 'female'] as const;
export type BmrFormula = (typeof BMR_FORMULAS)[number];

/** The genders the equation has no constant for: they pick the formula closer to their body. */
export const needsFormulaChoice = (gender: unknown) => gender === 'non-binary' || gender === 'prefer-not-to-say';
