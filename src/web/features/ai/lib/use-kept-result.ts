import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';

/**
 * The kept AI result on the screen, named in the address (`?<param>=id`) so a reload or a link
 * back shows it again, and whether its heading should take focus (it just arrived, or the member
 * opened it from the history).
 */
export function useOpenedResult(param: string, reset: () => void) {
  const [params, setParams] = useSearchParams();
  const [focus, setFocus] = useState(false);
  return {
    openId: params.get(param),
    focus,
    /** Opens a kept result (null closes it), dropping the last call's error or answer. */
    open: (id: string | null) => {
      reset();
      setFocus(id !== null);
      setParams(id ? { [param]: id } : {});
    },
    /** Shows the result a call just made. */
    arrived: (id: string) => {
      setFocus(true);
      setParams({ [param]: id });
    },
    focused: useCallback(() => setFocus(false), []),
  };
}

/** A heading that takes the reader to the result once it is there, when asked to. */
export function useFocusWhenShown(focus: boolean, shown: boolean, onFocused: () => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && shown && heading.current) {
      heading.current.focus();
      onFocused();
    }
  }, [focus, shown, onFocused]);
  return heading;
}
