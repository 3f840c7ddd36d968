import { useCallback, useRef } from 'react';

/**
 * Focus return for dialogs opened from a button the dialog does not own (a controlled Radix
 * Dialog without a DialogTrigger): remembers what had focus when the dialog opened and puts focus
 * back there when it closes. Spread the result on DialogContent.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Radix fires this before it moves focus, so activeElement is still the opener.
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}
