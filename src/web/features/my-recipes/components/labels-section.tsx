import type { FieldErrors } from '../../../lib/field-errors';
import { useCategories, useTags, type NamedItem } from '../../recipes';
import type { RecipeForm } from '../lib/recipe-form';
import { ChipInput } from './chip-input';
import { EditorSection } from './editor-field';

type LabelField = 'categories' | 'tags' | 'dietaryAttributes' | 'recipeTools';

const names = (items: NamedItem[] | undefined) => (Array.isArray(items) ? items.map((item) => item.name) : []);

export interface LabelsSectionProps {
  form: Pick<RecipeForm, LabelField>;
  errors: FieldErrors;
  onChange: (field: LabelField, values: string[]) => void;
}

/** Categories and tags (offered from the site's own lists), dietary attributes and kitchen tools. */
export function LabelsSection({ form, errors, onChange }: LabelsSectionProps) {
  const categories = useCategories();
  const tags = useTags();
  return (
    <EditorSection title="Labels" description="They help people find the recipe when it is public.">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChipInput
          field="categories"
          label="Categories"
          itemName="category"
          values={form.categories}
          onChange={(values) => onChange('categories', values)}
          suggestions={names(categories.data)}
          placeholder="e.g. Breakfast"
          errors={errors}
        />
        <ChipInput
          field="tags"
          label="Tags"
          itemName="tag"
          values={form.tags}
          onChange={(values) => onChange('tags', values)}
          suggestions={names(tags.data)}
          placeholder="e.g. quick"
          errors={errors}
        />
        <ChipInput
          field="dietaryAttributes"
          label="Dietary attributes"
          itemName="dietary attribute"
          values={form.dietaryAttributes}
          onChange={(values) => onChange('dietaryAttributes', values)}
          placeholder="e.g. Vegetarian"
          errors={errors}
        />
        <ChipInput
          field="recipeTools"
          label="Kitchen tools"
          itemName="kitchen tool"
          values={form.recipeTools}
          onChange={(values) => onChange('recipeTools', values)}
          placeholder="e.g. Skillet"
          errors={errors}
        />
      </div>
    </EditorSection>
  );
}
