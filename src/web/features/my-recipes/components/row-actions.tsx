import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface RowActionsProps {
  /** 'ingredient' or 'step', for the buttons' names: 'Move step 2 up'. */
  noun: string;
  index: number;
  count: number;
  /** Prefix of the buttons' ids, so focus can be put back on them after a move. */
  idPrefix: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export const moveUpId = (idPrefix: string, index: number) => `${idPrefix}-${index}-up`;
export const moveDownId = (idPrefix: string, index: number) => `${idPrefix}-${index}-down`;
export const removeId = (idPrefix: string, index: number) => `${idPrefix}-${index}-remove`;

/** Move up, move down and remove for one row: buttons, so reordering needs no dragging. */
export function RowActions({ noun, index, count, idPrefix, onMove, onRemove }: RowActionsProps) {
  const position = index + 1;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        id={moveUpId(idPrefix, index)}
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index === 0}
        aria-label={`Move ${noun} ${position} up`}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        id={moveDownId(idPrefix, index)}
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index === count - 1}
        aria-label={`Move ${noun} ${position} down`}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        id={removeId(idPrefix, index)}
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:bg-destructive/10"
        // The schema asks for at least one row, so the last one stays (and can be emptied).
        disabled={count === 1}
        aria-label={`Remove ${noun} ${position}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
