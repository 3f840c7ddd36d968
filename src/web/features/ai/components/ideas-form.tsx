import { Controller, type UseFormReturn } from 'react-hook-form';
import { AI_LIMITS, type RecipeIdeasRequest } from '../../../../contracts/ai';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { focusFirstInOrder } from '../../../lib/zod-form';
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

/**
 * The fields in the order the form shows them: the first with a message takes the focus (see
 * focusFirstInOrder in lib/zod-form). The chip groups have nothing to focus.
 */
const FIELD_ORDER = ['ingredients', 'diet', 'cuisine', 'servings', 'maxMinutes'] as const;

export interface IdeasFormViewProps {
  form: UseFormReturn<IdeasForm, unknown, RecipeIdeasRequest>;
  /** The member's own dietary preferences, offered beside the common diets. */
  profileDiets: string[];
  pending: boolean;
  onSubmit: (request: RecipeIdeasRequest) => void;
}

/** What is in the kitchen, for whom and how fast: the questions behind Recipe Ideas. */
export function IdeasFormView({ form, profileDiets, pending, onSubmit }: IdeasFormViewProps) {
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (request) => {
      if (!pending) onSubmit(request);
    },
    focusFirstInOrder(form.setFocus, FIELD_ORDER),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Get recipe ideas" className="max-w-3xl space-y-6">
      <Controller
        control={form.control}
        name="ingredients"
        render={({ field }) => (
          <ChipInput
            field="ingredients"
            label="Ingredients you have"
            itemName="ingredient"
            values={field.value}
            onChange={(values) => field.onChange(values.slice(0, AI_LIMITS.ingredientsOnHand))}
            errors={{ ingredients: errors.ingredients?.message }}
            placeholder="e.g. chickpeas, spinach, lemon"
            inputRef={field.ref}
          />
        )}
      />

      <Controller
        control={form.control}
        name="diet"
        render={({ field }) => (
          <ChipGroup
            id="ideas-diet"
            legend="Diet"
            multiple
            choices={dietChoices(profileDiets)}
            value={field.value}
            onChange={field.onChange}
            hint={profileDiets.length > 0 ? 'Filled in from your profile’s dietary preferences.' : 'Optional. Set your usual diet in your profile to have it chosen here.'}
            error={errors.diet?.message}
            disabled={pending}
          />
        )}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="ideas-cuisine">Cuisine (optional)</Label>
          <Input
            {...form.register('cuisine')}
            id="ideas-cuisine"
            list="ideas-cuisine-suggestions"
            maxLength={AI_LIMITS.cuisine}
            placeholder="Any"
            autoComplete="off"
            disabled={pending}
            aria-invalid={errors.cuisine ? true : undefined}
            aria-describedby={describedBy(errors.cuisine && 'ideas-cuisine-error')}
          />
          <datalist id="ideas-cuisine-suggestions">
            {CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine} />
            ))}
          </datalist>
          <FieldMessage id="ideas-cuisine-error" error={errors.cuisine?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="ideas-servings">Servings</Label>
          <Input
            {...form.register('servings')}
            id="ideas-servings"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            step={1}
            disabled={pending}
            aria-invalid={errors.servings ? true : undefined}
            aria-describedby={describedBy(errors.servings && 'ideas-servings-error')}
            className="sm:max-w-32"
          />
          <FieldMessage id="ideas-servings-error" error={errors.servings?.message} />
        </div>
      </div>

      <Controller
        control={form.control}
        name="maxMinutes"
        render={({ field }) => (
          <ChipGroup
            id="ideas-time"
            legend="Ready in"
            choices={TIME_CHOICES}
            value={field.value}
            onChange={(value) => field.onChange(value as IdeaTime)}
            error={errors.maxMinutes?.message}
            disabled={pending}
          />
        )}
      />

      <div className="space-y-2">
        <PaidButton type="submit" size="lg" feature="recipe_suggestion" label="Get ideas" pending={pending} aria-describedby="ideas-credits" />
        <CreditHint feature="recipe_suggestion" id="ideas-credits" />
      </div>
    </form>
  );
}
