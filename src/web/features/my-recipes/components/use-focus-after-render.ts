import { useEffect, useRef } from 'react';

/**
 * Moves focus once the next render is on screen: to the first of the given element ids that
 * exists and is enabled. Rows that move or go take the focused button with them, so the
 * keyboard user is put back on the same control of the row they were working on.
 */
export function useFocusAfterRender(): (...ids: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const ids = pending.current;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
  return (...ids) => {
    pending.current = ids;
  };
}
