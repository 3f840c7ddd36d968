import { z } from 'zod';
import { AI_GOALS, recipeTransformRequestSchema, type AiGoal, type RecipeSource, type RecipeTransformRequest } from '../../../../contracts/ai';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { addContractIssues } from './ai-errors';

export type SourceTab = 'mine' | 'public' | 'text' | 'url';

/** What the source picker holds: every tab keeps its own entry, so switching tabs loses nothing. */
export interface SourceState {
  tab: SourceTab;
  mine: RecipeSummary | null;
  public: RecipeSummary | null;
  /** What is typed in the public recipe search (kept when the tab is left). */
  publicSearch: string;
  text: string;
  url: string;
}

export const EMPTY_SOURCE: SourceState = { tab: 'mine', mine: null, public: null, publicSearch: '', text: '', url: '' };

export interface TransformForm {
  source: SourceState;
  goal: AiGoal;
  instructions: string;
}

/** The source the chosen tab stands for; a recipe tab with nothing chosen yet gives null. */
export function sourceOf(state: SourceState): RecipeSource | null {
  switch (state.tab) {
    case 'mine':
      return state.mine ? { type: 'recipe', recipeId: state.mine.id } : null;
    case 'public':
      return state.public ? { type: 'recipe', recipeId: state.public.id } : null;
    case 'text':
      return { type: 'text', text: state.text };
    case 'url':
      return { type: 'url', url: state.url };
  }
}

/**
 * The form as POST /api/ai/recipe-transform takes it, checked with the server's own schema: the
 * chosen tab's source, and the extra wish only when something is written.
 */
export const transformFormSchema = z
  .object({ source: z.custom<SourceState>(), goal: z.enum(AI_GOALS), instructions: z.string() })
  .transform((form, ctx): RecipeTransformRequest => {
    const source = sourceOf(form.source);
    if (!source) {
      ctx.addIssue({ code: 'custom', path: ['source', 'recipeId'], message: 'Choose a recipe to transform' });
      return z.NEVER;
    }
    const instructions = form.instructions.trim();
    const checked = recipeTransformRequestSchema.safeParse({ source, goal: form.goal, instructions: instructions === '' ? undefined : instructions });
    if (checked.success) return checked.data;
    addContractIssues(ctx, checked.error.issues);
    return z.NEVER;
  });

/** aria-describedby from the ids that apply. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
