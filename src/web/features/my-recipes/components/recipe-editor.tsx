import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormProvider, useWatch, type Path } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from '../../../lib/router';
import type { Recipe } from '../../../../contracts/recipe';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { MY_RECIPES_PATH, recipePath } from '../../recipes';
import { useSaveRecipe } from '../api/save-recipe';
import { editorFieldKey, fieldId } from '../lib/field-keys';
import { sameForm } from '../lib/recipe-draft';
import { editorMessages } from '../lib/editor-messages';
import { emptyRecipeForm, type RecipeForm } from '../lib/recipe-form';
import { recipeFormSchema } from '../lib/recipe-form-schema';
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
  // Messages stay until the next Save (the kit's 'keep'). Focus goes to the first marked field in
  // page order (below), not the kit's order of registration: label and picture messages have no
  // registered input, and rows added later register last.
  const form = useZodForm(recipeFormSchema, { defaultValues: initial, shouldFocusError: false });
  const values = useWatch({ control: form.control }) as RecipeForm;
  const errors = editorMessages(form.formState.errors);
  // A new recipe has something to lose once it differs from an empty one (an import counts);
  // an edited one once it differs from what was stored.
  const [baseline] = useState(() => (recipeId === undefined ? emptyRecipeForm() : initial));
  const unchanged = sameForm(values, baseline);
  const draft = useRecipeDraft({ form: values, initial, unchanged, recipeId, offer: offerDraft });
  const guard = useLeaveGuard(!unchanged);
  const focusLater = useFocusAfterRender();
  // Bumped when the server's messages are shown, so focus goes to the first of them once they render.
  const [serverRound, setServerRound] = useState(0);
  // The schema's messages render with the submit's count: focus goes to the first of them then.
  const { submitCount } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  // The version the form started from, whatever the cache learns later.
  const [startedFrom] = useState(openedAt);
  const save = useSaveRecipe(recipeId, startedFrom);
  const navigate = useNavigate();

  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, serverRound]);

  const check = form.handleSubmit((input) => {
    save.mutate(input, {
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
        // A detail about one label or tip goes under the input that holds them all, as the schema's own.
        if (setServerErrors(error, form.setError, { field: (name) => editorFieldKey(name.split('.')) as Path<RecipeForm> })) setServerRound((n) => n + 1);
        toast({ variant: 'destructive', title: 'Save Failed', description: bodyMessage(error) ?? 'Failed to save recipe' });
      },
    });
  });
  // While one save is on its way, Enter in a field neither sends nor checks the form again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (save.isPending) event.preventDefault();
    else void check(event);
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
    // The messages shown stay, as after any edit.
    if (restored) form.reset(restored, { keepErrors: true });
    focusLater(fieldId('title'));
  };

  return (
    <FormProvider {...form}>
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
            <Input {...fieldProps('title', errors)} aria-required="true" {...form.register('title')} />
          </EditorField>
          <EditorField field="subtitle" label="Subtitle" errors={errors}>
            <Input {...fieldProps('subtitle', errors)} {...form.register('subtitle')} />
          </EditorField>
          <EditorField field="description" label="Description" errors={errors}>
            <textarea
              {...fieldProps('description', errors)}
              rows={4}
              {...form.register('description')}
              className={textareaClass}
            />
          </EditorField>
        </EditorSection>

        <PictureField />

        <DetailsSection />

        <LabelsSection />

        <IngredientsSection />

        <NutritionPreview form={values} />

        <InstructionsSection />

        <PrivacySwitch value={values.privacyLevel} onChange={(level) => form.setValue('privacyLevel', level)} {...(privacyHint ? { hint: privacyHint } : {})} />

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
    </FormProvider>
  );
}
