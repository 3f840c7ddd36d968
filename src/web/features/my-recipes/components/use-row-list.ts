import { get, useFieldArray, useFormContext } from 'react-hook-form';
import type { RecipeForm } from '../lib/recipe-form';
import { moveDownId, moveUpId, removeId } from './row-actions';
import { useFocusAfterRender } from './use-focus-after-render';

type ListName = 'ingredients' | 'instructions';
type Row<TName extends ListName> = RecipeForm[TName][number];

export interface RowListOptions<TName extends ListName> {
  name: TName;
  newRow: () => Row<TName>;
  idPrefix: string;
  /** The id of a row's first input, focused when the row is added. */
  firstFieldId: (index: number) => string;
  addButtonId: string;
}

/**
 * One of the editor's lists of rows (react-hook-form's field array): add, move, remove and
 * replace, with focus kept where the keyboard user is.
 */
export function useRowList<TName extends ListName>({ name, newRow, idPrefix, firstFieldId, addButtonId }: RowListOptions<TName>) {
  const { control, getValues, clearErrors, setError, formState } = useFormContext<RecipeForm>();
  const { fields, append, move, remove, replace } = useFieldArray<RecipeForm, TName>({ control, name });
  const focusLater = useFocusAfterRender();

  /**
   * Drops the rows' messages once rows move or go: they were found for the old order and would
   * now sit under the wrong row. The list's own message stays. The next save checks again.
   */
  const dropRowErrors = () => {
    const list = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
    const own = list?.message ?? list?.root?.message;
    clearErrors(name);
    if (own) setError(name, { type: 'list', message: own });
  };

  return {
    /** The rows to render, each with an id that follows it when it moves. */
    fields,
    /** The rows as they are now. */
    rows: () => getValues(name) as Row<TName>[],
    add() {
      append(newRow() as never, { shouldFocus: false });
      focusLater(firstFieldId(fields.length));
    },
    move(from: number, to: number) {
      if (to < 0 || to >= fields.length) return;
      move(from, to);
      dropRowErrors();
      // Same button on the moved row; at the top or bottom it is disabled, so the other one.
      const [same, other] = to < from ? [moveUpId, moveDownId] : [moveDownId, moveUpId];
      focusLater(same(idPrefix, to), other(idPrefix, to));
    },
    remove(index: number) {
      remove(index);
      dropRowErrors();
      const next = Math.min(index, fields.length - 2);
      focusLater(removeId(idPrefix, next), addButtonId);
    },
    /** All rows at once (pasted rows in their places). */
    replace(rows: Row<TName>[]) {
      replace(rows as never);
      dropRowErrors();
    },
  };
}
