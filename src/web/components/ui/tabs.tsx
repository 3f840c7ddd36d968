import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/utils';

/**
 * Tabs after the WAI-ARIA pattern, as Radix Tabs drew them (which this replaces: with its roving
 * focus and presence code it was 9 KB of the public profile, docs/decisions/0017): one tab stop,
 * arrow keys, Home and End move between the tabs and select the focused one; only the selected
 * panel is rendered.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

const triggerId = (tabs: TabsState, value: string) => `${tabs.baseId}-trigger-${value}`;
const contentId = (tabs: TabsState, value: string) => `${tabs.baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
  /** The selected tab, when the caller holds it (with onValueChange). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys move along the tabs (round the ends), Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  tabs[(target + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex flex-wrap items-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, onFocus, disabled, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      // One tab stop: the selected tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={cn(
        'inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      // Focus selects (automatic activation), so the arrow keys switch panels as they move.
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs, value)}
      aria-labelledby={triggerId(tabs, value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-3 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
