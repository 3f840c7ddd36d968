import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CreditFeature, CreditKind, CreditReason } from '../contracts/credits';
import type { Meal, WeekStart } from '../contracts/meal-plan';
import type { Aisle } from '../contracts/shopping-list';
import type { CheckoutStatus } from '../contracts/payments';
import type { Ingredient, Instruction, Nutrition } from '../contracts/recipe';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    role: text('role').notNull().default('member'),
    bio: text('bio'),
    profileVisible: boolean('profile_visible').notNull().default(true),
    /**
     * False until the member first saves their profile: SPEC's first-time welcome alert was keyed
     * on 'no username', but every account now starts with a default username (issue 14).
     */
    profileCompleted: boolean('profile_completed').notNull().default(true),
    credits: integer('credits').notNull().default(0),
    measurementUnit: text('measurement_unit').notNull().default('metric'),
    age: integer('age'),
    height: real('height'),
    weight: real('weight'),
    gender: text('gender'),
    activityLevel: text('activity_level'),
    dietaryPreferences: text('dietary_preferences').array().notNull().default(sql`'{}'::text[]`),
    nutritionalGoal: text('nutritional_goal'),
    bmr: real('bmr'),
    maintenanceCalories: real('maintenance_calories'),
    weightLossCalories: real('weight_loss_calories'),
    weightGainCalories: real('weight_gain_calories'),
    proteinGrams: real('protein_grams'),
    carbsGrams: real('carbs_grams'),
    fatGrams: real('fat_grams'),
    /** The day the member's meal plan weeks start on (issue 18). */
    planWeekStart: text('plan_week_start').$type<WeekStart>().notNull().default('monday'),
    /** Set by an admin: the account cannot sign in and its sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The cached balance of the credit ledger: a debit that would overdraw it fails instead.
    check('users_credits_nonnegative', sql`${t.credits} >= 0`),
    check('users_plan_week_start', sql`${t.planWeekStart} in ('monday', 'sunday', 'saturday')`),
  ],
);

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    featuredImage: text('featured_image'),
    servings: integer('servings').notNull().default(4),
    /** what the recipe makes when not plain servings ('24 cookies'); servings stays the nutrition divisor */
    yieldText: text('yield_text'),
    prepMinutes: integer('prep_minutes'),
    cookMinutes: integer('cook_minutes'),
    totalMinutes: integer('total_minutes'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    dietaryAttributes: text('dietary_attributes').array().notNull().default(sql`'{}'::text[]`),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default(sql`'[]'::jsonb`),
    instructions: jsonb('instructions').$type<Instruction[]>().notNull().default(sql`'[]'::jsonb`),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    recipeTools: text('recipe_tools').array().notNull().default(sql`'{}'::text[]`),
    /** an imported recipe's attribution, set by the server from the import (issue 15), never cleared */
    sourceUrl: text('source_url'),
    sourceSiteName: text('source_site_name'),
    sourceAuthor: text('source_author'),
    privacyLevel: text('privacy_level').notNull().default('public'),
    isFeatured: boolean('is_featured').notNull().default(false),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** lower-cased keys of categories and tags: exact, case-insensitive filters (domain/search) */
    categoryKeys: text('category_keys').array().notNull().default(sql`'{}'::text[]`),
    tagKeys: text('tag_keys').array().notNull().default(sql`'{}'::text[]`),
    /** lower-cased title, description, tags and categories for substring search (domain/search) */
    searchText: text('search_text').notNull().default(''),
    /**
     * One serving's calories for the 'fewest calories' sort (issue 19): only where every line with
     * an amount was counted, as domain/recipe-sort caloriesToSort says; a lower bound would sort as
     * lighter than the dish is.
     */
    caloriesToSort: doublePrecision('calories_to_sort').generatedAlwaysAs(
      sql`case when jsonb_path_exists(ingredients, '$[*] ? ((!exists(@.quantity) || @.quantity != null) && @.nutrition == null)') then null else (nutrition->>'calories')::double precision end`,
    ),
    /** One serving's protein for the 'most protein' sort: a lower bound still has at least that much. */
    proteinToSort: doublePrecision('protein_to_sort').generatedAlwaysAs(sql`(nutrition->>'protein')::double precision`),
    /**
     * Lines with an amount the nutrition leaves out (domain/nutrition-coverage isNotCounted), the
     * card's count: stored so a list reads no ingredient lines at all.
     */
    notCounted: integer('not_counted').notNull().generatedAlwaysAs(sql`sprig_not_counted(ingredients)`),
    /** Each ingredient line's name as domain/ingredient-filter ingredientKey words it, for the with/without filters (issue 19). */
    ingredientKeys: text('ingredient_keys').array().notNull().generatedAlwaysAs(sql`sprig_ingredient_keys(ingredients)`),
    /** Lower-cased diet attributes (buildKeys): the diet filter and its facet. */
    dietKeys: text('diet_keys').array().notNull().generatedAlwaysAs(sql`sprig_keys(dietary_attributes)`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_author_idx').on(t.authorId, t.id),
    // Whether an author owns a private recipe, in one probe (a member who owns none reads visitors'
    // kept lists: RecipeView in modules/recipes/service.ts); the author index alone walks every one of
    // their recipes. By id too, so a page of an author's private recipes, newest first, stops at a page.
    index('recipes_private_author_id_idx').on(t.authorId, t.id).where(sql`${t.privacyLevel} <> 'public'`),
    index('recipes_featured_idx').on(t.id).where(sql`${t.isFeatured} and ${t.privacyLevel} = 'public'`),
    index('recipes_category_keys_idx').using('gin', t.categoryKeys),
    index('recipes_tag_keys_idx').using('gin', t.tagKeys),
    index('recipes_diet_keys_idx').using('gin', t.dietKeys),
    index('recipes_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The sorts other than newest walk these in order (issue 19, ADR 0022): key, then newest first.
    index('recipes_quickest_idx').on(sql`${t.totalMinutes} asc nulls last`, sql`${t.id} desc`),
    index('recipes_calories_idx').on(sql`${t.caloriesToSort} asc nulls last`, sql`${t.id} desc`),
    index('recipes_protein_idx').on(sql`${t.proteinToSort} desc nulls last`, sql`${t.id} desc`),
  ],
);

/**
 * The words of public recipes' search text (3-40 letters or digits) with how many public recipes
 * hold each: what a misspelt search word is corrected to (issue 19). Kept by migration 0026's
 * triggers on recipes; a word no recipe holds any more stays with a count of 0.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    recipes: integer('recipes').notNull(),
  },
  (t) => [index('search_words_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);

export const kitchenTools = pgTable(
  'kitchen_tools',
  {
    id: serial('id').primaryKey(),
    toolName: text('tool_name').notNull(),
    purpose: text('purpose').notNull(),
    recommendedProduct: text('recommended_product').notNull(),
    amazonLink: text('amazon_link').notNull(),
    priority: integer('priority').notNull().default(2),
    category: text('category').notNull().default('General'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kitchen_tools_name_key').on(sql`lower(${t.toolName})`), index('kitchen_tools_category_idx').on(t.category)],
);

/** One row per setting; values are validated by the contracts that read them. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    consent: boolean('consent').notNull().default(true),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    path: text('path'),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_type_time_idx').on(t.eventType, t.createdAt), index('analytics_time_idx').on(t.createdAt)],
);

/** Built-in sign-in: one scrypt hash per user (users who sign in through OpenID Connect have none). */
export const userPasswords = pgTable('user_passwords', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Sign-in sessions, stored so app processes stay stateless. The id is the SHA-256 of the cookie's
 * token: a copy of this table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** OpenID Connect sign-in: the provider's (issuer, subject) pair names one of our users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per e-mail address and client address, for the temporary lockout: only the
 * address that kept guessing is locked out, never the account for everyone.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').notNull(),
    /** The client's IP address (an IPv6 client's /64 network, which one subscriber usually has). */
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/** Password reset links: the SHA-256 of the e-mailed token, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for their e-mailed link (docs/decisions/0010): the account is created only when
 * the link is followed, so answering a sign-up never tells whether the address has an account.
 * `id` is the SHA-256 of the e-mailed token; the password is already hashed.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_signups_email_idx').on(t.email)],
);

/** Each sign-up e-mail sent to an address (a link, or a notice to an existing account's owner), for the per-address limit. */
export const signupMails = pgTable(
  'signup_mails',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_mails_email_idx').on(t.email, t.sentAt)],
);

/** A member's saved recipes (SPEC: Saved Recipes tab, the heart). Saving twice is one row. */
export const savedRecipes = pgTable(
  'saved_recipes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index('saved_recipes_recipe_idx').on(t.recipeId)],
);

/**
 * A member's meal plan (issue 18): a recipe (with the servings cooked and the portions of them the
 * member eats) or a short note on a day's meal. A recipe's deletion leaves its entries with neither recipe nor note: they show as no
 * longer available rather than vanishing from the day.
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    meal: text('meal').$type<Meal>().notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    note: text('note'),
    /** What is cooked; null for a note. */
    servings: real('servings'),
    /** The servings of it the member eats (at most `servings`); null for a note. */
    portions: real('portions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meal_plan_entries_user_day_idx').on(t.userId, t.day),
    check('meal_plan_entries_meal', sql`${t.meal} in ('breakfast', 'lunch', 'dinner', 'snack')`),
    check('meal_plan_entries_recipe_or_note', sql`not (${t.recipeId} is not null and ${t.note} is not null)`),
    check('meal_plan_entries_portions', sql`${t.portions} is null or ${t.servings} is null or ${t.portions} <= ${t.servings}`),
  ],
);

/**
 * A member's links to their plan (issue 18): a read-only share link, and an iCalendar feed. The
 * table keeps the SHA-256 of each link's secret, never the secret: a new link replaces the old
 * one, and deleting the row revokes it.
 */
export const mealPlanLinks = pgTable(
  'meal_plan_links',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'share' | 'calendar'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    uniqueIndex('meal_plan_links_token_idx').on(t.tokenHash),
    check('meal_plan_links_kind', sql`${t.kind} in ('share', 'calendar')`),
  ],
);

/**
 * A member's shopping list (issue 18). Items gathered from the plan carry the key they were merged
 * by (`food:<id>` for a matched food, `name:<name>` otherwise) and one kind of amount each (a mass,
 * a volume, a count or one other unit): 200 g and 1 cup of flour are two items. A later tick or
 * move wins over an earlier one, by `changed_at`.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    foodKey: text('food_key'),
    quantity: real('quantity'),
    unit: text('unit'),
    aisle: text('aisle').$type<Aisle>().notNull(),
    checked: boolean('checked').notNull().default(false),
    /** When the member last ticked or moved it, by their device's clock; null until then. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopping_list_items_user_idx').on(t.userId),
    check('shopping_list_items_aisle', sql`${t.aisle} in ('produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'spices', 'other')`),
  ],
);

/** Foods a member always has: left off the lists gathered from their plan. */
export const pantryStaples = pgTable(
  'pantry_staples',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Food composition for nutrition, per 100 g edible portion: the curated ingredient table shipped
 * with the app (src/db/seed/ingredients.json, curated = true) and foods imported from a USDA
 * download (npm run nutrition:import). source 'sr28' with the NDB number, or 'fdc' with a
 * FoodData Central id. Imported rows are unique by source and id; curated rows by name (several
 * may cite one NDB number, e.g. pasta shapes that differ only by the cup). Null: no figure.
 */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** The source's own description, e.g. SR28 Long_Desc 'Onions, raw'. */
    description: text('description'),
    category: text('category'),
    curated: boolean('curated').notNull().default(false),
    energyKcal: real('energy_kcal'),
    proteinG: real('protein_g'),
    fatG: real('fat_g'),
    saturatedFatG: real('saturated_fat_g'),
    monounsaturatedFatG: real('monounsaturated_fat_g'),
    polyunsaturatedFatG: real('polyunsaturated_fat_g'),
    transFatG: real('trans_fat_g'),
    carbohydrateG: real('carbohydrate_g'),
    fiberG: real('fiber_g'),
    sugarsG: real('sugars_g'),
    sodiumMg: real('sodium_mg'),
    cholesterolMg: real('cholesterol_mg'),
    /** Grams per millilitre from the largest volume measure, for metric volumes. */
    gramsPerMl: real('grams_per_ml'),
    /**
     * Percent of the food as bought that is not eaten (SR28 Refuse: peel, pits, shells, bone), for
     * a mass written of the whole food; null when none applies. refuse_description says what it is.
     */
    refusePct: real('refuse_pct'),
    refuseDescription: text('refuse_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('foods_source_key').on(t.source, t.sourceId).where(sql`not ${t.curated}`),
    uniqueIndex('foods_curated_name_key').on(sql`lower(${t.name})`).where(sql`${t.curated}`),
    index('foods_source_idx').on(t.source, t.sourceId),
  ],
);

/** Every name and alias of a food as a search key (domain of foodSearchKey), trigram-indexed for fuzzy lookup. */
export const foodNames = pgTable(
  'food_names',
  {
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.foodId, t.name] }),
    index('food_names_name_idx').on(t.name),
    // fastupdate off: PGlite has no autovacuum to empty GIN's pending list, which would hide the
    // index from the planner after a bulk load.
    index('food_names_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** Household measures of a food: grams of one unit ('cup', 'large', 'clove'; null when the measure is not a recipe unit). */
export const foodPortions = pgTable(
  'food_portions',
  {
    id: serial('id').primaryKey(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    unit: text('unit'),
    /** The source's measure text, e.g. '1 cup, chopped'. */
    description: text('description').notNull(),
    grams: real('grams').notNull(),
    /** SR28 NDB number when the measure is borrowed from a related food. */
    borrowedNdb: text('borrowed_ndb'),
  },
  (t) => [index('food_portions_food_idx').on(t.foodId, t.position)],
);

/**
 * The credit ledger, append-only: a correction is a new row, never an UPDATE. `amount` is signed
 * (credits in > 0, out < 0) and `balance_after` is users.credits right after the row, written in
 * the same transaction. `related_id` links a row to the one it closes: a hold's settlement
 * (kind 'spend', amount 0) or release, a promotional grant's expiry, a purchase's refund; the
 * unique index lets each row be closed once. `reference` is an idempotency key (a checkout
 * session id, 'signup:<user id>'), unique per kind. Rules: src/domain/credit-ledger.ts.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditKind>().notNull(),
    /** Why the row was written where the kind does not say (CREDIT_REASONS): 'signup_bonus'. */
    reason: text('reason').$type<CreditReason>(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    feature: text('feature').$type<CreditFeature>(),
    relatedId: bigint('related_id', { mode: 'number' }).references((): AnyPgColumn => creditTransactions.id),
    reference: text('reference'),
    /** An administrator's reason for a grant or revoke: what the admin screens and ledger show. */
    note: text('note'),
    /** Promotional grants only: when what is left of them expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_transactions_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_transactions_related_key').on(t.relatedId).where(sql`${t.relatedId} is not null`),
    uniqueIndex('credit_transactions_reference_key').on(t.kind, t.reference).where(sql`${t.reference} is not null`),
    index('credit_transactions_expiry_idx').on(t.expiresAt).where(sql`${t.kind} = 'promotional_grant'`),
    check('credit_transactions_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check(
      'credit_transactions_kind',
      sql`${t.kind} in ('purchase', 'spend', 'hold', 'release', 'refund', 'grant', 'promotional_grant', 'expiry')`,
    ),
    check('credit_transactions_reason', sql`${t.reason} in ('signup_bonus')`),
  ],
);

/**
 * One row per call to the AI provider, whatever its outcome: the admin's API usage and AI timing
 * screens read it. `credits` is what the member paid (0 unless the call succeeded and was
 * charged); `hold_id` links the ledger's hold when there was one.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    outcome: text('outcome').$type<'success' | 'error' | 'timeout' | 'invalid_output'>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    credits: integer('credits').notNull().default(0),
    holdId: bigint('hold_id', { mode: 'number' }).references(() => creditTransactions.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_calls_created_idx').on(t.createdAt),
    index('ai_calls_feature_idx').on(t.feature, t.model, t.createdAt),
    index('ai_calls_user_idx').on(t.userId, t.createdAt),
    check('ai_calls_outcome', sql`${t.outcome} in ('success', 'error', 'timeout', 'invalid_output')`),
  ],
);

/**
 * Recipe ideas a member paid for: expanding one of them into a full recipe is part of that
 * purchase, once per idea (the expansion is kept and answered again).
 */
export const aiIdeaSets = pgTable(
  'ai_idea_sets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').notNull(),
    ideas: jsonb('ideas').notNull(),
    /** Expanded recipes by idea index ('0'..'4'). */
    expansions: jsonb('expansions').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('ai_idea_sets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A paid Recipe AI result (a transformed recipe, an analysis), written in the transaction that
 * settles its credits: whatever a member was charged for exists the moment it is charged, and
 * stays reachable from the screen's history after a navigation, a reload or a restart.
 */
export const aiResults = pgTable(
  'ai_results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<'recipe_transform' | 'recipe_analysis'>().notNull(),
    /** What the history lists it as (the transformed recipe's title, the analysed recipe's). */
    title: text('title').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_results_user_idx').on(t.userId, t.feature, t.createdAt),
    check('ai_results_feature', sql`${t.feature} in ('recipe_transform', 'recipe_analysis')`),
  ],
);

/**
 * A Stripe Checkout Session for a credit pack, written before the browser goes to Stripe.
 * Fulfilment (webhook or success page, whichever comes first) credits it once: the ledger's
 * purchase reference is the session id. A refund or dispute finds the purchase by payment intent.
 */
export const creditCheckouts = pgTable(
  'credit_checkouts',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: text('pack_id').notNull(),
    /** The pack's name when the checkout started (null for checkouts older than this column). */
    packName: text('pack_name'),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** When the delayed payment (bank debit) failed: the member is shown it for a while. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When a full refund of the payment was seen: a dispute won later gives nothing back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_checkouts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_checkouts_payment_intent_key').on(t.paymentIntentId).where(sql`${t.paymentIntentId} is not null`),
    check('credit_checkouts_status', sql`${t.status} in ('open', 'processing', 'fulfilled', 'failed', 'reversed', 'expired')`),
  ],
);

/** Stripe events already handled: a redelivered event id is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the site sends, whatever the provider (SMTP, SendGrid, or none: then the outbox is
 * where mail goes and the admin reads it there).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** 'smtp', 'sendgrid' or 'outbox' (no provider configured). */
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed' | 'stored'>().notNull(),
    error: text('error'),
    /** What the message is: 'password_reset', 'newsletter_welcome', 'campaign', 'test'... */
    category: text('category').notNull().default('general'),
    campaignId: integer('campaign_id'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_campaign_idx').on(t.campaignId)],
);

/** A newsletter campaign written in Markdown and sent to the active subscribers in batches. */
export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  markdown: text('markdown').notNull(),
  status: text('status').$type<'draft' | 'sending' | 'sent'>().notNull().default('draft'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per subscriber of a campaign, written when sending starts. A row is claimed before its
 * mail is handed to the provider and marked after. Delivery is at least once: a row a restart left
 * 'sending' is sent again (with the same Message-ID / idempotency key, so the receiver can drop the
 * copy) until `attempts` reaches the limit, then it is 'unknown' until an admin retries it.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed' | 'unknown'>().notNull().default('pending'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Times this row was claimed for sending since it was last made pending by an admin's retry. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.subscriptionId] }), index('campaign_recipients_status_idx').on(t.campaignId, t.status)],
);

/**
 * API requests aggregated in memory per (minute bucket start, method, route, status class) and
 * flushed periodically: counts and a latency histogram (bucket upper bounds in API_LATENCY_BUCKETS_MS).
 */
export const apiUsage = pgTable(
  'api_usage',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusClass: text('status_class').notNull(),
    count: integer('count').notNull(),
    totalMs: real('total_ms').notNull(),
    histogram: integer('histogram').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.method, t.route, t.statusClass] }), index('api_usage_bucket_idx').on(t.bucket)],
);

/**
 * What administrators changed, one row per successful change through the admin API (and an
 * admin's recipe edits): who, which action (the route), on what, and the few non-secret fields
 * that say how (a role, an amount and reason, a name). Written by admin/audit.ts; read on the
 * dashboard.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'METHOD /route/:pattern', as listed in admin/audit.ts. */
    route: text('route').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt)],
);

/**
 * Background work that must run once per period across every instance on the database (issue 20):
 * an instance runs a job only after claiming it here (recorded by `ran_at` and `ran_by`).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** The instance that claimed the last run (host and process id). */
  ranBy: text('ran_by').notNull(),
});
