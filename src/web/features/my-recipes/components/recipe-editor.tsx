import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import type { Recipe } from '../../../../contracts/recipe';
import { recipeInputSchema } from '../../../../contracts/recipe-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { bodyMessage, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { MY_RECIPES_PATH, recipePath } from '../../recipes';
import { useSaveRecipe } from '../api/save-recipe';
import { fieldId, recipeIssuesToFieldErrors, recipeServerFieldErrors, withoutRowErrors } from '../lib/field-keys';
import { sameForm } from '../lib/recipe-draft';
import { emptyRecipeForm, inputFromForm, type RecipeForm } from '../lib/recipe-form';
import { DetailsSection } from './details-section';
import { DraftOffer } from './draft-offer';
import { EditorField, EditorSection, fieldProps, textareaClass } from './editor-field';
import { IngredientsSection } from './ingredients-section';
import { InstructionsSection } from './instructions-section';
import { LabelsSection } from './labels-section';
import { LeaveDialog } from './leave-dialog';
import { NutritionPreview } from './nutrition-preview';
import { PictureField } from './picture-field';
import { PrivacySwitch } from './privacy-switch';
import { useFocusAfterRender } from './use-focus-after-render';
import { useLeaveGuard } from './use-leave-guard';
import { useRecipeDraft } from './use-recipe-draft';

export interface RecipeEditorProps {
  /** The form to start from: empty, an imported draft, or the recipe being edited. */
  initial: RecipeForm;
  /** The recipe being edited; a new recipe has none. */
  recipeId?: number;
  /** The edited recipe's updatedAt when it was loaded: a save after someone else's change is refused. */
  openedAt?: string;
  /** Replaces what follows a save (a toast, then the recipe's page): the back office goes back to its list. */
  onSaved?: (recipe: Recipe) => void;
  /** Where Cancel leads when there is no page to go back to; My Recipes unless given. */
  cancelTo?: string;
  /** What the privacy switch explains, when the editor is not the author's own. */
  privacyHint?: string;
  /** Whether to offer a draft kept from an earlier visit; not when the form was just imported. */
  offerDraft?: boolean;
}

/**
 * The one editor for new and existing recipes. The shared schema checks it before it is sent,
 * the server checks it again, and either's messages appear under the field they name.
 */
export function RecipeEditor({ initial, recipeId, openedAt, onSaved, cancelTo = MY_RECIPES_PATH, privacyHint, offerDraft = true }: RecipeEditorProps) {
  const [form, setForm] = useState(initial);
  // A new recipe has something to lose once it differs from an empty one (an import counts);
  // an edited one once it differs from what was stored.
  const [baseline] = useState(() => (recipeId === undefined ? emptyRecipeForm() : initial));
  const unchanged = sameForm(form, baseline);
  const draft = useRecipeDraft({ form, initial, unchanged, recipeId, offer: offerDraft });
  const guard = useLeaveGuard(!unchanged);
  const focusLater = useFocusAfterRender();
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped each time messages are shown, so focus goes to the first of them once they render.
  const [errorRound, setErrorRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The version the form started from, whatever the cache learns later.
  const [startedFrom] = useState(openedAt);
  const save = useSaveRecipe(recipeId, startedFrom);
  const navigate = useNavigate();

  useEffect(() => {
    if (errorRound > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorRound]);

  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setErrorRound((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = recipeInputSchema.safeParse(inputFromForm(form));
    if (!checked.success) {
      showErrors(recipeIssuesToFieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (recipe) => {
        guard.saved();
        draft.clear();
        if (onSaved) {
          onSaved(recipe);
          return;
        }
        toast({
          title: 'Recipe saved',
          description: recipe.privacyLevel === 'private' ? 'Only you can see this recipe' : 'This recipe is visible to everyone',
        });
        // The editor is done with: Back from the recipe goes to where the editor was opened from.
        void navigate(recipePath(recipe.id), { replace: true });
      },
      onError: (error) => {
        showErrors(recipeServerFieldErrors(error));
        toast({ variant: 'destructive', title: 'Save Failed', description: bodyMessage(error) ?? 'Failed to save recipe' });
      },
    });
  };

  // Back where the member came from; straight to the list when the editor was opened directly.
  const onCancel = (event: MouseEvent<HTMLButtonElement>) => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    // Leaving by Cancel asks first too when something is unsaved.
    guard.confirm(() => {
      if (historyIndex > 0) void navigate(-1);
      else void navigate(cancelTo);
    }, event.currentTarget);
  };

  const closeDraftOffer = (restored: RecipeForm | null) => {
    if (restored) setForm(restored);
    focusLater(fieldId('title'));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Recipe" className="space-y-6">
      {draft.offered ? (
        <DraftOffer
          savedAt={draft.offered.savedAt}
          onRestore={() => closeDraftOffer(draft.restore())}
          onDiscard={() => {
            draft.discard();
            closeDraftOffer(null);
          }}
        />
      ) : null}
      <p className="text-sm text-muted-foreground">Fields marked * are required.</p>

      <EditorSection title="Basics">
        <EditorField field="title" label="Title" required errors={errors}>
          <Input {...fieldProps('title', errors)} aria-required="true" value={form.title} onChange={(e) => set('title', e.target.value)} />
        </EditorField>
        <EditorField field="subtitle" label="Subtitle" errors={errors}>
          <Input {...fieldProps('subtitle', errors)} value={form.subtitle} onChange={(e) => set('subtitle', e.target.value)} />
        </EditorField>
        <EditorField field="description" label="Description" errors={errors}>
          <textarea
            {...fieldProps('description', errors)}
            rows={4}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            className={textareaClass}
          />
        </EditorField>
      </EditorSection>

      <PictureField value={form.featuredImage} onChange={(url) => set('featuredImage', url)} errors={errors} />

      <DetailsSection form={form} errors={errors} onChange={set} onServingsChecked={() => set('servingsToCheck', false)} />

      <LabelsSection form={form} errors={errors} onChange={set} />

      <IngredientsSection
        rows={form.ingredients}
        errors={errors}
        onChange={(rows) => set('ingredients', rows)}
        onReorder={(rows) => {
          set('ingredients', rows);
          setErrors((e) => withoutRowErrors(e, 'ingredients'));
        }}
      />

      <NutritionPreview form={form} />

      <InstructionsSection
        rows={form.instructions}
        errors={errors}
        onChange={(rows) => set('instructions', rows)}
        onReorder={(rows) => {
          set('instructions', rows);
          setErrors((e) => withoutRowErrors(e, 'instructions'));
        }}
      />

      <PrivacySwitch value={form.privacyLevel} onChange={(level) => set('privacyLevel', level)} {...(privacyHint ? { hint: privacyHint } : {})} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {save.isPending ? 'Saving...' : 'Save Recipe'}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <LeaveDialog pending={guard.pending} onStay={guard.stay} onLeave={guard.leave} />
    </form>
  );
}
