import { useEffect, useState, type ReactNode } from 'react';
import { SearchBox, type SearchSuggestion } from '../../../search';
import { activeFilterValue, type NavigateOptions } from './use-browse-filters';

/** Typing pauses this long before the list follows the text. */
export const LIVE_SEARCH_DELAY_MS = 350;

export interface BrowseSearchProps {
  /** The search in the address (already trimmed; undefined when none). */
  search: string | undefined;
  onSearchChange: (search: string | undefined, options: NavigateOptions) => void;
  /** Controls on the same row as the box. */
  actions?: ReactNode;
  /** A recipe or an ingredient suggested while typing was chosen. */
  onSuggestion: (choice: SearchSuggestion) => void;
  className?: string;
}

/**
 * The Browse search box. The list follows the text as the user types (after a short pause); the
 * first change of a typing run adds a history entry and later ones replace it, so Back returns to
 * the list before the search rather than stepping through every keystroke. Enter or choosing a
 * '@username' suggestion applies at once. When the address changes from elsewhere (a removed chip,
 * Clear all, Back), the box shows the new value.
 */
export function BrowseSearch({ search, onSearchChange, actions, onSuggestion, className }: BrowseSearchProps) {
  const [draft, setDraft] = useState(search ?? '');
  /** The address value the box last agreed with. */
  const [known, setKnown] = useState(search);
  /** A value this box navigated to and the address has not shown yet. */
  const [pending, setPending] = useState<{ value: string | undefined } | null>(null);
  /** The current typing run already has its own history entry. */
  const [typingRun, setTypingRun] = useState(false);

  if (search !== known) {
    setKnown(search);
    if (pending && pending.value === search) {
      setPending(null);
    } else {
      // Changed from outside the box.
      setPending(null);
      setTypingRun(false);
      if (activeFilterValue('search', draft) !== search) setDraft(search ?? '');
    }
  }

  const target = pending ? pending.value : search;

  useEffect(() => {
    const next = activeFilterValue('search', draft);
    if (next === target) return;
    const timer = setTimeout(() => {
      setPending({ value: next });
      setTypingRun(true);
      onSearchChange(next, { replace: typingRun });
    }, LIVE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, target, typingRun, onSearchChange]);

  function searchNow(text: string) {
    setDraft(text);
    setTypingRun(false);
    const next = activeFilterValue('search', text);
    if (next === target) return;
    setPending({ value: next });
    onSearchChange(next, { replace: typingRun });
  }

  return (
    <SearchBox
      id="browse-search"
      className={className}
      actions={actions}
      label="Search recipes or users"
      placeholder="Search recipes or users..."
      value={draft}
      onValueChange={setDraft}
      onSearch={searchNow}
      onSuggestion={(choice) => {
        // What was typed only led to the choice: the list must not follow it a moment later.
        setDraft(search ?? '');
        onSuggestion(choice);
      }}
      // Leaving the box ends the typing run: the next change gets its own history entry.
      onBlur={() => setTypingRun(false)}
      tip="Type @ followed by a username to search for recipes by that user"
    />
  );
}
