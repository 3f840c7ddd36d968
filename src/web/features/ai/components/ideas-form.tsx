import { type FormEvent } from 'react';
import { AI_LIMITS } from '../../../../contracts/ai';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { FieldErrors } from '../../../lib/field-errors';
import { ChipInput } from '../../my-recipes';
import { dietChoices, TIME_CHOICES, type IdeaTime, type IdeasForm } from '../lib/ideas-form';
import { describedBy } from '../lib/transform-form';
import { ChipGroup } from './chip-group';
import { CreditHint, PaidButton } from './paid-action';

const CUISINES = ['Italian', 'Mexican', 'Indian', 'Thai', 'Japanese', 'Chinese', 'Mediterranean', 'Middle Eastern', 'French', 'Greek', 'Korean', 'American'];

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

export interface IdeasFormViewProps {
  form: IdeasForm;
  onChange: (form: IdeasForm) => void;
  /** The member's own dietary preferences, offered beside the common diets. */
  profileDiets: string[];
  errors: FieldErrors;
  pending: boolean;
  onSubmit: () => void;
}

/** What is in the kitchen, for whom and how fast: the questions behind Recipe Ideas. */
export function IdeasFormView({ form, onChange, profileDiets, errors, pending, onSubmit }: IdeasFormViewProps) {
  const set = <K extends keyof IdeasForm>(key: K, value: IdeasForm[K]) => onChange({ ...form, [key]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Get recipe ideas" className="max-w-3xl space-y-6">
      <ChipInput
        field="ingredients"
        label="Ingredients you have"
        itemName="ingredient"
        values={form.ingredients}
        onChange={(values) => set('ingredients', values.slice(0, AI_LIMITS.ingredientsOnHand))}
        errors={errors}
        placeholder="e.g. chickpeas, spinach, lemon"
      />

      <ChipGroup
        id="ideas-diet"
        legend="Diet"
        multiple
        choices={dietChoices(profileDiets)}
        value={form.diet}
        onChange={(value) => set('diet', value)}
        hint={profileDiets.length > 0 ? 'Filled in from your profile’s dietary preferences.' : 'Optional. Set your usual diet in your profile to have it chosen here.'}
        error={errors.diet}
        disabled={pending}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="ideas-cuisine">Cuisine (optional)</Label>
          <Input
            id="ideas-cuisine"
            value={form.cuisine}
            list="ideas-cuisine-suggestions"
            maxLength={AI_LIMITS.cuisine}
            placeholder="Any"
            autoComplete="off"
            disabled={pending}
            onChange={(e) => set('cuisine', e.target.value)}
            aria-invalid={errors.cuisine ? true : undefined}
            aria-describedby={describedBy(errors.cuisine && 'ideas-cuisine-error')}
          />
          <datalist id="ideas-cuisine-suggestions">
            {CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine} />
            ))}
          </datalist>
          <FieldMessage id="ideas-cuisine-error" error={errors.cuisine} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="ideas-servings">Servings</Label>
          <Input
            id="ideas-servings"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            step={1}
            value={form.servings}
            disabled={pending}
            onChange={(e) => set('servings', e.target.value)}
            aria-invalid={errors.servings ? true : undefined}
            aria-describedby={describedBy(errors.servings && 'ideas-servings-error')}
            className="sm:max-w-32"
          />
          <FieldMessage id="ideas-servings-error" error={errors.servings} />
        </div>
      </div>

      <ChipGroup
        id="ideas-time"
        legend="Ready in"
        choices={TIME_CHOICES}
        value={form.maxMinutes}
        onChange={(value) => set('maxMinutes', value as IdeaTime)}
        error={errors.maxMinutes}
        disabled={pending}
      />

      <div className="space-y-2">
        <PaidButton type="submit" size="lg" feature="recipe_suggestion" label="Get ideas" pending={pending} aria-describedby="ideas-credits" />
        <CreditHint feature="recipe_suggestion" id="ideas-credits" />
      </div>
    </form>
  );
}
