import { useFormContext } from 'react-hook-form';
import type { FieldErrors } from '../../../lib/field-errors';
import { editorMessages } from '../lib/editor-messages';
import type { RecipeForm } from '../lib/recipe-form';

/** The recipe form's messages for a section of the editor. */
export function useEditorErrors(): FieldErrors {
  const { formState } = useFormContext<RecipeForm>();
  return editorMessages(formState.errors);
}
