import { useState, type ClipboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../../contracts/recipe-input';
import { splitMethod } from '../../../../domain/method-steps';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../../../lib/field-errors';
import { fieldId } from '../lib/field-keys';
import { appendPastedRows, fitting, insertPastedRows, isBlankStep, stepRowFromText } from '../lib/pasted-rows';
import { newStepRow, type StepRow } from '../lib/recipe-form';
import { EditorField, EditorSection, FieldError, fieldProps, textareaClass } from './editor-field';
import { PasteMethod } from './paste-method';
import { RowActions } from './row-actions';
import { useFocusAfterRender } from './use-focus-after-render';
import { useRowList } from './use-row-list';

const ID_PREFIX = 'recipe-step';
const ADD_ID = `${ID_PREFIX}-add`;
const LIMIT = RECIPE_LIMITS.instructions;

export interface InstructionsSectionProps {
  rows: StepRow[];
  errors: FieldErrors;
  onChange: (rows: StepRow[]) => void;
  onReorder: (rows: StepRow[]) => void;
}

/** Numbered steps, each with its text and optional tips. */
export function InstructionsSection({ rows, errors, onChange, onReorder }: InstructionsSectionProps) {
  const list = useRowList({
    rows,
    onChange,
    onReorder,
    newRow: newStepRow,
    idPrefix: ID_PREFIX,
    firstFieldId: (index) => fieldId(`instructions.${index}.instruction`),
    addButtonId: ADD_ID,
  });
  const focusLater = useFocusAfterRender();
  // Said after a method pasted into one step became several, so the member knows to check them.
  const [pasteNote, setPasteNote] = useState('');
  const set = (index: number, change: Partial<StepRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const written = rows.filter((row) => !isBlankStep(row)).length;

  const addPasted = (steps: string[]) => {
    onReorder(appendPastedRows(rows, steps.map(stepRowFromText), isBlankStep));
    focusLater(fieldId(`instructions.${written}.instruction`));
  };

  // A whole method pasted into an empty step becomes its steps; into a step with text, it is just text.
  const onInstructionPaste = (index: number) => (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const target = rows[index];
    if (target === undefined || !isBlankStep(target)) return;
    const steps = fitting(splitMethod(event.clipboardData.getData('text/plain')), rows.length - 1, LIMIT);
    if (steps.length < 2) return;
    event.preventDefault();
    onReorder(insertPastedRows(rows, index, steps.map(stepRowFromText), isBlankStep));
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
        {rows.map((row, index) => {
          const instruction = `instructions.${index}.instruction`;
          const tips = `instructions.${index}.tips`;
          const headingId = `${ID_PREFIX}-${index}-heading`;
          return (
            <li key={row.key}>
              <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border bg-muted/30 p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-sm font-semibold">
                    Step {index + 1}
                  </h3>
                  <RowActions
                    noun="step"
                    index={index}
                    count={rows.length}
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
                    value={row.instruction}
                    onChange={(e) => set(index, { instruction: e.target.value })}
                    onPaste={onInstructionPaste(index)}
                    className={textareaClass}
                  />
                </EditorField>
                <EditorField field={tips} label="Tips" hint="Optional. One tip per line." errors={errors}>
                  <textarea
                    {...fieldProps(tips, errors, true)}
                    rows={2}
                    value={row.tips}
                    onChange={(e) => set(index, { tips: e.target.value })}
                    className={textareaClass}
                  />
                </EditorField>
              </div>
            </li>
          );
        })}
      </ol>
      <Button id={ADD_ID} variant="outline" onClick={list.add} disabled={rows.length >= RECIPE_LIMITS.instructions}>
        <Plus aria-hidden="true" />
        Add step
      </Button>
    </EditorSection>
  );
}
