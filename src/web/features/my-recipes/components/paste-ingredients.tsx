import { useState } from 'react';
import { X } from 'lucide-react';
import { RECIPE_LIMITS } from '../../../../contracts/recipe-input';
import { pastedIngredientLines } from '../../../../domain/pasted-recipe-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fitting, ingredientRowsFromLines } from '../lib/pasted-rows';
import type { IngredientRow } from '../lib/recipe-form';
import { PastePanel, reviewHeadingId, type PasteReviewActions } from './paste-panel';

const ID = 'paste-ingredients';
const FIELDS = [
  ['quantity', 'Quantity'],
  ['unit', 'Unit'],
  ['name', 'Name'],
  ['preparation', 'Preparation'],
] as const;

export interface PasteIngredientsProps {
  /** How many more ingredients the recipe can hold. */
  room: number;
  /** Adds the reviewed rows to the recipe. */
  onAdd: (rows: IngredientRow[]) => void;
}

/** 'Paste a list': a whole ingredient list, each line read by the import's parser, checked, then added. */
export function PasteIngredients({ room, onAdd }: PasteIngredientsProps) {
  return (
    <PastePanel
      id={ID}
      toggleLabel="Paste a list"
      textLabel="Ingredients, one per line"
      hint="Each line is read into quantity, unit, name and preparation. You can check and change them before they are added."
      placeholder={'2 cups flour\n1 tsp salt\n3 large eggs'}
    >
      {(text, actions) => <IngredientReview text={text} room={room} onAdd={onAdd} actions={actions} />}
    </PastePanel>
  );
}

interface ReviewLine {
  line: string;
  row: IngredientRow;
}

function IngredientReview({ text, room, onAdd, actions }: { text: string; room: number; onAdd: (rows: IngredientRow[]) => void; actions: PasteReviewActions }) {
  const [read] = useState(() => pastedIngredientLines(text));
  const [lines, setLines] = useState<ReviewLine[]>(() => {
    const rows = ingredientRowsFromLines(read.lines);
    return read.lines.map((line, index) => ({ line, row: rows[index]! }));
  });
  const kept = fitting(lines, 0, room);
  const set = (index: number, change: Partial<IngredientRow>) =>
    setLines((all) => all.map((entry, i) => (i === index ? { ...entry, row: { ...entry.row, ...change } } : entry)));
  const count = (n: number) => `${n} ingredient${n === 1 ? '' : 's'}`;

  return (
    <div className="space-y-3">
      <h3 id={reviewHeadingId(ID)} tabIndex={-1} className="text-sm font-semibold focus:outline-none">
        {lines.length === 0 ? 'No ingredients found in the text' : `Check ${count(lines.length)}`}
      </h3>
      {read.headings.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Left out, as the recipe has no ingredient groups: {read.headings.join(', ')}.
        </p>
      ) : null}
      {kept.length < lines.length ? (
        <p className="text-sm font-medium text-destructive">
          Only the first {count(kept.length)} fit: a recipe holds up to {RECIPE_LIMITS.ingredients} ingredients.
        </p>
      ) : null}
      <ol className="space-y-3">
        {lines.map(({ line, row }, index) => {
          const labelId = `${ID}-${index}-line`;
          return (
            <li key={row.key}>
              <div role="group" aria-labelledby={labelId} className="space-y-2 rounded-lg border border-border bg-card p-3">
                <div className="flex items-center justify-between gap-2">
                  <p id={labelId} className="min-w-0 text-sm font-medium break-words">
                    <span className="sr-only">Line {index + 1}: </span>
                    {line}
                  </p>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-my-1 size-8"
                    aria-label={`Leave out line ${index + 1}`}
                    onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-[5rem_6rem_minmax(0,1fr)_minmax(0,1fr)]">
                  {FIELDS.map(([field, label]) => {
                    const inputId = `${ID}-${index}-${field}`;
                    return (
                      <div key={field} className={field === 'name' || field === 'preparation' ? 'col-span-2 space-y-1 sm:col-span-1' : 'space-y-1'}>
                        <Label htmlFor={inputId} className="text-xs">
                          {label}
                        </Label>
                        <Input id={inputId} value={row[field]} onChange={(e) => set(index, { [field]: e.target.value })} />
                      </div>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={kept.length === 0}
          onClick={() => {
            onAdd(kept.map(({ row }) => row));
            actions.close({ focusToggle: false });
          }}
        >
          Add {count(kept.length)}
        </Button>
        <Button variant="outline" onClick={actions.back}>
          Back to the text
        </Button>
      </div>
    </div>
  );
}
