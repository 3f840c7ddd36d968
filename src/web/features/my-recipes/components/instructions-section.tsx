import { useState, type ClipboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../../contracts/recipe-input';
import { splitMethod } from '../../../../domain/method-steps';
import { Button } from '../../../components/ui/button';
import { fieldId } from '../lib/field-keys';
import { appendPastedRows, fitting, insertPastedRows, isBlankStep, stepRowFromText } from '../lib/pasted-rows';
import { newStepRow, type RecipeForm } from '../lib/recipe-form';
import { EditorField, EditorSection, FieldError, fieldProps, textareaClass } from './editor-field';
import { PasteMethod } from './paste-method';
import { RowActions } from './row-actions';
import { useEditorErrors } from './use-editor-errors';
import { useFocusAfterRender } from './use-focus-after-render';
import { useRowList } from './use-row-list';

const ID_PREFIX = 'recipe-step';
const ADD_ID = `${ID_PREFIX}-add`;
const LIMIT = RECIPE_LIMITS.instructions;

/** Numbered steps, each with its text and optional tips. */
export function InstructionsSection() {
  const { register } = useFormContext<RecipeForm>();
  const errors = useEditorErrors();
  const rows = useWatch<RecipeForm, 'instructions'>({ name: 'instructions' });
  const list = useRowList({
    name: 'instructions',
    newRow: newStepRow,
    idPrefix: ID_PREFIX,
    firstFieldId: (index) => fieldId(`instructions.${index}.instruction`),
    addButtonId: ADD_ID,
  });
  const focusLater = useFocusAfterRender();
  // Said after a method pasted into one step became several, so the member knows to check them.
  const [pasteNote, setPasteNote] = useState('');
  const written = rows.filter((row) => !isBlankStep(row)).length;

  const addPasted = (steps: string[]) => {
    list.replace(appendPastedRows(list.rows(), steps.map(stepRowFromText), isBlankStep));
    focusLater(fieldId(`instructions.${written}.instruction`));
  };

  // A whole method pasted into an empty step becomes its steps; into a step with text, it is just text.
  const onInstructionPaste = (index: number) => (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const current = list.rows();
    const target = current[index];
    if (target === undefined || !isBlankStep(target)) return;
    const steps = fitting(splitMethod(event.clipboardData.getData('text/plain')), current.length - 1, LIMIT);
    if (steps.length < 2) return;
    event.preventDefault();
    list.replace(insertPastedRows(current, index, steps.map(stepRowFromText), isBlankStep));
    focusLater(fieldId(`instructions.${index}.instruction`));
    setPasteNote(`The pasted text is now steps ${index + 1} to ${index + steps.length}. Check each one.`);
  };

  return (
    <EditorSection title="Instructions">
      <PasteMethod room={LIMIT - written} onAdd={addPasted} />
      <p role="status" className="text-sm text-muted-foreground empty:sr-only">
        {pasteNote}
      </p>
      <FieldError field="instructions" errors={errors} />
      <ol className="space-y-4">
        {list.fields.map((row, index) => {
          const instruction = `instructions.${index}.instruction`;
          const tips = `instructions.${index}.tips`;
          const headingId = `${ID_PREFIX}-${index}-heading`;
          return (
            <li key={row.id}>
              <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border bg-muted/30 p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-sm font-semibold">
                    Step {index + 1}
                  </h3>
                  <RowActions
                    noun="step"
                    index={index}
                    count={list.fields.length}
                    idPrefix={ID_PREFIX}
                    onMove={(to) => list.move(index, to)}
                    onRemove={() => list.remove(index)}
                  />
                </div>
                <EditorField field={instruction} label="Instruction" required errors={errors}>
                  <textarea
                    {...fieldProps(instruction, errors)}
                    aria-required="true"
                    rows={3}
                    {...register(`instructions.${index}.instruction`)}
                    onPaste={onInstructionPaste(index)}
                    className={textareaClass}
                  />
                </EditorField>
                <EditorField field={tips} label="Tips" hint="Optional. One tip per line." errors={errors}>
                  <textarea
                    {...fieldProps(tips, errors, true)}
                    rows={2}
                    {...register(`instructions.${index}.tips`)}
                    className={textareaClass}
                  />
                </EditorField>
              </div>
            </li>
          );
        })}
      </ol>
      <Button id={ADD_ID} variant="outline" onClick={list.add} disabled={list.fields.length >= RECIPE_LIMITS.instructions}>
        <Plus aria-hidden="true" />
        Add step
      </Button>
    </EditorSection>
  );
}
