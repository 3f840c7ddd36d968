import { moveItem, removeItem } from '../lib/rows';
import { moveDownId, moveUpId, removeId } from './row-actions';
import { useFocusAfterRender } from './use-focus-after-render';

export interface RowListOptions<T> {
  rows: T[];
  /** A change that moves rows to other positions (move, remove): row messages no longer fit. */
  onReorder: (rows: T[]) => void;
  /** Adding a row keeps every position, so it is a plain change. */
  onChange: (rows: T[]) => void;
  newRow: () => T;
  idPrefix: string;
  /** The id of a row's first input, focused when the row is added. */
  firstFieldId: (index: number) => string;
  addButtonId: string;
}

/** Add, move and remove for a list of editor rows, with focus kept where the keyboard user is. */
export function useRowList<T>({ rows, onReorder, onChange, newRow, idPrefix, firstFieldId, addButtonId }: RowListOptions<T>) {
  const focusLater = useFocusAfterRender();
  return {
    add() {
      onChange([...rows, newRow()]);
      focusLater(firstFieldId(rows.length));
    },
    move(from: number, to: number) {
      onReorder(moveItem(rows, from, to));
      // Same button on the moved row; at the top or bottom it is disabled, so the other one.
      const [same, other] = to < from ? [moveUpId, moveDownId] : [moveDownId, moveUpId];
      focusLater(same(idPrefix, to), other(idPrefix, to));
    },
    remove(index: number) {
      onReorder(removeItem(rows, index));
      const next = Math.min(index, rows.length - 2);
      focusLater(removeId(idPrefix, next), addButtonId);
    },
  };
}
