import { useState, type ClipboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../../contracts/recipe-input';
import { pastedIngredientLines } from '../../../../domain/pasted-recipe-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { fieldId } from '../lib/field-keys';
import { appendPastedRows, fitting, ingredientRowsFromLines, insertPastedRows, isBlankIngredient } from '../lib/pasted-rows';
import { newIngredientRow, type IngredientRow, type RecipeForm } from '../lib/recipe-form';
import { EditorField, EditorSection, FieldError, fieldProps } from './editor-field';
import { PasteIngredients } from './paste-ingredients';
import { RowActions } from './row-actions';
import { useEditorErrors } from './use-editor-errors';
import { useFocusAfterRender } from './use-focus-after-render';
import { useRowList } from './use-row-list';

const ID_PREFIX = 'recipe-ingredient';
const ADD_ID = `${ID_PREFIX}-add`;
const LIMIT = RECIPE_LIMITS.ingredients;

/** One structured row per ingredient: quantity, unit, name and preparation. */
export function IngredientsSection() {
  const { register } = useFormContext<RecipeForm>();
  const errors = useEditorErrors();
  const rows = useWatch<RecipeForm, 'ingredients'>({ name: 'ingredients' });
  const list = useRowList({
    name: 'ingredients',
    newRow: newIngredientRow,
    idPrefix: ID_PREFIX,
    firstFieldId: (index) => fieldId(`ingredients.${index}.quantity`),
    addButtonId: ADD_ID,
  });
  const focusLater = useFocusAfterRender();
  // Said after lines pasted into one field became rows, so the member knows to check them.
  const [pasteNote, setPasteNote] = useState('');
  const written = rows.filter((row) => !isBlankIngredient(row)).length;

  const addPasted = (pasted: IngredientRow[]) => {
    list.replace(appendPastedRows(list.rows(), pasted, isBlankIngredient));
    focusLater(fieldId(`ingredients.${written}.quantity`));
  };

  // People paste a whole list into the first name field they see: each line becomes its own row.
  const onNamePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const { lines } = pastedIngredientLines(text);
    if (!/[\r\n]/.test(text.trim()) || lines.length < 2) return;
    event.preventDefault();
    const current = list.rows();
    const target = current[index];
    const replaces = target !== undefined && isBlankIngredient(target);
    const pasted = fitting(ingredientRowsFromLines(lines), current.length - (replaces ? 1 : 0), LIMIT);
    if (pasted.length === 0) return;
    list.replace(insertPastedRows(current, index, pasted, isBlankIngredient));
    const first = replaces ? index : index + 1;
    focusLater(fieldId(`ingredients.${first}.name`));
    const left = lines.length - pasted.length;
    setPasteNote(
      `The ${pasted.length} pasted lines are now ingredients ${first + 1} to ${first + pasted.length}. Check each one.` +
        (left > 0 ? ` ${left} more did not fit: a recipe holds up to ${LIMIT} ingredients.` : ''),
    );
  };

  return (
    <EditorSection title="Ingredients" description="Quantity, unit and preparation are optional; every ingredient needs a name.">
      <PasteIngredients room={LIMIT - written} onAdd={addPasted} />
      <p role="status" className="text-sm text-muted-foreground empty:sr-only">
        {pasteNote}
      </p>
      <FieldError field="ingredients" errors={errors} />
      <ol className="space-y-4">
        {list.fields.map((row, index) => {
          const key = (name: keyof IngredientRow) => `ingredients.${index}.${name}`;
          const headingId = `${ID_PREFIX}-${index}-heading`;
          return (
            <li key={row.id}>
              <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border bg-muted/30 p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-sm font-semibold">
                    Ingredient {index + 1}
                  </h3>
                  <RowActions
                    noun="ingredient"
                    index={index}
                    count={list.fields.length}
                    idPrefix={ID_PREFIX}
                    onMove={(to) => list.move(index, to)}
                    onRemove={() => list.remove(index)}
                  />
                </div>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[6rem_7rem_minmax(0,1fr)_minmax(0,1fr)]">
                  <EditorField field={key('quantity')} label="Quantity" errors={errors}>
                    <Input
                      {...fieldProps(key('quantity'), errors)}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      {...register(`ingredients.${index}.quantity`)}
                    />
                  </EditorField>
                  <EditorField field={key('unit')} label="Unit" errors={errors}>
                    <Input {...register(`ingredients.${index}.unit`)} {...fieldProps(key('unit'), errors)} placeholder="g, cup" />
                  </EditorField>
                  <EditorField field={key('name')} label="Name" required errors={errors} className="col-span-2 sm:col-span-1">
                    <Input
                      {...fieldProps(key('name'), errors)}
                      aria-required="true"
                      placeholder="e.g. spinach"
                      {...register(`ingredients.${index}.name`)}
                      onPaste={onNamePaste(index)}
                    />
                  </EditorField>
                  <EditorField field={key('preparation')} label="Preparation" errors={errors} className="col-span-2 sm:col-span-1">
                    <Input
                      {...fieldProps(key('preparation'), errors)}
                      placeholder="e.g. finely chopped"
                      {...register(`ingredients.${index}.preparation`)}
                    />
                  </EditorField>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button id={ADD_ID} variant="outline" onClick={list.add} disabled={list.fields.length >= RECIPE_LIMITS.ingredients}>
        <Plus aria-hidden="true" />
        Add ingredient
      </Button>
    </EditorSection>
  );
}
