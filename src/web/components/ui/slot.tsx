import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

function composeRefs(refs: unknown[]) {
  const present = refs.filter(Boolean) as Ref<HTMLElement>[];
  if (present.length < 2) return present[0];
  return (node: HTMLElement | null) => {
    for (const ref of present) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * `asChild` for Button and Badge: renders the one child element (a link) with the slot's props
 * merged in, the way Radix's Slot merges them (the child's own props win, class names and
 * aria-describedby are joined, styles merged, both event handlers run, the child's first). Ours
 * because Radix's, with its Slottable support, was 1.4 KB of every page (docs/decisions/0017).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<AnyProps>(children)) throw new Error('Slot renders exactly one element');
  const childProps = children.props;
  const slot = slotProps as AnyProps;
  const merged: AnyProps = { ...slot, ...childProps };
  for (const name of Object.keys(slot)) {
    const slotValue = slot[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function') {
      merged[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              const result: unknown = childValue(...args);
              slotValue(...args);
              return result;
            }
          : slotValue;
    } else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className' || name === 'aria-describedby') merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  merged.ref = composeRefs([ref, childProps.ref]);
  return cloneElement(children, merged);
}
