import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { RecipeSource } from '../../recipes';
import type { RecipeForm } from '../lib/recipe-form';
import { EditorField, EditorSection, FieldError, fieldProps } from './editor-field';
import { useEditorErrors } from './use-editor-errors';

export const CHECK_SERVINGS = 'The page does not say how many it serves; check Servings.';
const TIMES: { field: 'prepMinutes' | 'cookMinutes' | 'totalMinutes'; label: string; hint?: string }[] = [
  { field: 'prepMinutes', label: 'Prep time (minutes)' },
  { field: 'cookMinutes', label: 'Cook time (minutes)' },
  { field: 'totalMinutes', label: 'Total time (minutes)', hint: 'Everything, resting and chilling included.' },
];

/**
 * Servings (what nutrition is per), what the recipe makes, its times as the cook gives them (a
 * time left empty is shown as not given, never guessed), and an imported recipe's source, which
 * the member sees but cannot change: the server keeps it.
 */
export function DetailsSection() {
  const { register, setValue } = useFormContext<RecipeForm>();
  const errors = useEditorErrors();
  const [source, servingsToCheck] = useWatch<RecipeForm, ['source', 'servingsToCheck']>({ name: ['source', 'servingsToCheck'] });
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <EditorSection title="Details">
      {source ? (
        <div className="space-y-1 rounded-xl bg-muted/50 px-4 py-3">
          <RecipeSource source={source} />
          <p className="text-sm text-muted-foreground">This credit stays with the recipe, also when you make it public.</p>
          <FieldError field="importToken" errors={errors} />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <EditorField field="servings" label="Servings" required errors={errors} {...(servingsToCheck ? { hint: CHECK_SERVINGS } : {})}>
          <Input
            {...fieldProps('servings', errors, servingsToCheck)}
            aria-required="true"
            {...number}
            min={1}
            // The member has looked at Servings: the import's reminder can go.
            {...register('servings', { onChange: () => setValue('servingsToCheck', false) })}
          />
        </EditorField>
        <EditorField field="yieldText" label="Makes" errors={errors} hint="When it is not plain servings, e.g. 24 cookies or 1 loaf. Nutrition is per serving.">
          <Input {...fieldProps('yieldText', errors, true)} placeholder="24 cookies" {...register('yieldText')} />
        </EditorField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {TIMES.map(({ field, label, hint }) => (
          <EditorField key={field} field={field} label={label} errors={errors} {...(hint ? { hint } : {})}>
            <Input {...fieldProps(field, errors, hint !== undefined)} {...number} {...register(field)} />
          </EditorField>
        ))}
      </div>
    </EditorSection>
  );
}
