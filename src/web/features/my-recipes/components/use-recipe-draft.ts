import { useEffect, useState } from 'react';
import { useAuth } from '../../auth';
import { browserStorage } from '../../../lib/draft-storage';
import { clearDraft, draftKey, readDraft, sameForm, writeDraft, type RecipeDraft } from '../lib/recipe-draft';
import type { RecipeForm } from '../lib/recipe-form';

export interface RecipeDraftOptions {
  form: RecipeForm;
  /** The form the editor opened with: a draft that holds just this is not offered. */
  initial: RecipeForm;
  /** True when the form holds nothing to keep: as empty as a new recipe, or as stored when editing. */
  unchanged: boolean;
  recipeId: number | undefined;
  /** False when the editor starts from something the member just chose (an import), which a draft must not replace. */
  offer: boolean;
}

/**
 * Keeps the editor's unsaved work in this browser, per member and recipe, and offers it back when
 * the editor opens again. Nothing is written while the offer is open, so the draft is not replaced
 * before the member has chosen.
 */
export function useRecipeDraft({ form, initial, unchanged, recipeId, offer }: RecipeDraftOptions) {
  const { user } = useAuth();
  const storage = browserStorage();
  const key = user && storage ? draftKey(user.id, recipeId) : null;
  const [offered, setOffered] = useState<RecipeDraft | null>(() => {
    if (!offer || !key || !storage) return null;
    const draft = readDraft(storage, key, initial);
    return draft && !sameForm(draft.form, initial) ? draft : null;
  });
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!key || !storage || offered || finished) return;
    if (unchanged) clearDraft(storage, key);
    else writeDraft(storage, key, form, new Date());
  }, [form, unchanged, key, storage, offered, finished]);

  return {
    offered,
    /** The offered draft's form, taken into the editor. */
    restore(): RecipeForm | null {
      setOffered(null);
      return offered?.form ?? null;
    },
    discard() {
      if (key && storage) clearDraft(storage, key);
      setOffered(null);
    },
    /** Saved: the draft has served its purpose. */
    clear() {
      setFinished(true);
      if (key && storage) clearDraft(storage, key);
    },
  };
}
