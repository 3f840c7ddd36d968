import { recipeTransformRequestSchema, type AiGoal, type RecipeSource, type RecipeTransformRequest } from '../../../../contracts/ai';
import type { RecipeSummary } from '../../../../contracts/recipe';
import type { FieldErrors } from '../../../lib/field-errors';
import { aiFieldKey } from './ai-errors';

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

export type TransformCheck = { ok: true; request: RecipeTransformRequest } | { ok: false; errors: FieldErrors };

/** The request for POST /api/ai/recipe-transform, checked with the server's own schema first. */
export function transformRequestFrom(form: TransformForm): TransformCheck {
  const source = sourceOf(form.source);
  if (!source) return { ok: false, errors: { 'source.recipeId': 'Choose a recipe to transform' } };
  const instructions = form.instructions.trim();
  const checked = recipeTransformRequestSchema.safeParse({ source, goal: form.goal, instructions: instructions === '' ? undefined : instructions });
  if (checked.success) return { ok: true, request: checked.data };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) errors[aiFieldKey(issue.path.map(String).join('.'))] ??= issue.message;
  return { ok: false, errors };
}

/** aria-describedby from the ids that apply. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
