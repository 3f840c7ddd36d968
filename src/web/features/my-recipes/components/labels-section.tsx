import { useFormContext, useWatch } from 'react-hook-form';
import { useCategories, useTags, type NamedItem } from '../../recipes';
import type { RecipeForm } from '../lib/recipe-form';
import { ChipInput } from './chip-input';
import { EditorSection } from './editor-field';
import { useEditorErrors } from './use-editor-errors';

type LabelField = 'categories' | 'tags' | 'dietaryAttributes' | 'recipeTools';

const names = (items: NamedItem[] | undefined) => (Array.isArray(items) ? items.map((item) => item.name) : []);

/** Categories and tags (offered from the site's own lists), dietary attributes and kitchen tools. */
export function LabelsSection() {
  const { setValue } = useFormContext<RecipeForm>();
  const errors = useEditorErrors();
  const [categoryValues, tagValues, dietaryAttributes, recipeTools] = useWatch<RecipeForm, LabelField[]>({
    name: ['categories', 'tags', 'dietaryAttributes', 'recipeTools'],
  }) as [string[], string[], string[], string[]];
  const onChange = (field: LabelField, values: string[]) => setValue(field, values);
  const categories = useCategories();
  const tags = useTags();
  return (
    <EditorSection title="Labels" description="They help people find the recipe when it is public.">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChipInput
          field="categories"
          label="Categories"
          itemName="category"
          values={categoryValues}
          onChange={(values) => onChange('categories', values)}
          suggestions={names(categories.data)}
          placeholder="e.g. Breakfast"
          errors={errors}
        />
        <ChipInput
          field="tags"
          label="Tags"
          itemName="tag"
          values={tagValues}
          onChange={(values) => onChange('tags', values)}
          suggestions={names(tags.data)}
          placeholder="e.g. quick"
          errors={errors}
        />
        <ChipInput
          field="dietaryAttributes"
          label="Dietary attributes"
          itemName="dietary attribute"
          values={dietaryAttributes}
          onChange={(values) => onChange('dietaryAttributes', values)}
          placeholder="e.g. Vegetarian"
          errors={errors}
        />
        <ChipInput
          field="recipeTools"
          label="Kitchen tools"
          itemName="kitchen tool"
          values={recipeTools}
          onChange={(values) => onChange('recipeTools', values)}
          placeholder="e.g. Skillet"
          errors={errors}
        />
      </div>
    </EditorSection>
  );
}
