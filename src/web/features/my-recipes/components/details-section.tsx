import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/field-errors';
import { RecipeSource } from '../../recipes';
import type { RecipeForm } from '../lib/recipe-form';
import { EditorField, EditorSection, FieldError, fieldProps } from './editor-field';

type DetailField = 'servings' | 'yieldText' | 'prepMinutes' | 'cookMinutes' | 'totalMinutes';

export const CHECK_SERVINGS = 'The page does not say how many it serves; check Servings.';
const TIMES: { field: Exclude<DetailField, 'servings' | 'yieldText'>; label: string; hint?: string }[] = [
  { field: 'prepMinutes', label: 'Prep time (minutes)' },
  { field: 'cookMinutes', label: 'Cook time (minutes)' },
  { field: 'totalMinutes', label: 'Total time (minutes)', hint: 'Everything, resting and chilling included.' },
];

export interface DetailsSectionProps {
  form: Pick<RecipeForm, DetailField | 'source' | 'servingsToCheck'>;
  errors: FieldErrors;
  onChange: (field: DetailField, value: string) => void;
  /** The member has looked at Servings: the import's reminder can go. */
  onServingsChecked: () => void;
}

/**
 * Servings (what nutrition is per), what the recipe makes, its times as the cook gives them (a
 * time left empty is shown as not given, never guessed), and an imported recipe's source, which
 * the member sees but cannot change: the server keeps it.
 */
export function DetailsSection({ form, errors, onChange, onServingsChecked }: DetailsSectionProps) {
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <EditorSection title="Details">
      {form.source ? (
        <div className="space-y-1 rounded-xl bg-muted/50 px-4 py-3">
          <RecipeSource source={form.source} />
          <p className="text-sm text-muted-foreground">This credit stays with the recipe, also when you make it public.</p>
          <FieldError field="importToken" errors={errors} />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <EditorField field="servings" label="Servings" required errors={errors} {...(form.servingsToCheck ? { hint: CHECK_SERVINGS } : {})}>
          <Input
            {...fieldProps('servings', errors, form.servingsToCheck)}
            aria-required="true"
            {...number}
            min={1}
            value={form.servings}
            onChange={(e) => {
              onChange('servings', e.target.value);
              onServingsChecked();
            }}
          />
        </EditorField>
        <EditorField field="yieldText" label="Makes" errors={errors} hint="When it is not plain servings, e.g. 24 cookies or 1 loaf. Nutrition is per serving.">
          <Input {...fieldProps('yieldText', errors, true)} placeholder="24 cookies" value={form.yieldText} onChange={(e) => onChange('yieldText', e.target.value)} />
        </EditorField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {TIMES.map(({ field, label, hint }) => (
          <EditorField key={field} field={field} label={label} errors={errors} {...(hint ? { hint } : {})}>
            <Input {...fieldProps(field, errors, hint !== undefined)} {...number} value={form[field]} onChange={(e) => onChange(field, e.target.value)} />
          </EditorField>
        ))}
      </div>
    </EditorSection>
  );
}
