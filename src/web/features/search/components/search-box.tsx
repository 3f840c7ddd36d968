import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { USERNAME_SUGGESTION_LIMIT } from '../../../../contracts/constants';
import type { UsernameSuggestion } from '../../../../contracts/users';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { useRecipeSuggestions } from '../api/recipe-suggestions';
import { useUsernameSuggestions } from '../api/username-suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usernameTermOf } from '../lib/username-term';

/** SPEC section 9: the suggestion list hides 200 ms after the box loses focus. */
export const SUGGESTION_HIDE_DELAY_MS = 200;
/** Wait for a pause in typing before asking the server for usernames. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Recipes and ingredients are suggested from this many characters of text. */
const TEXT_SUGGESTION_FROM = 2;

/** A suggestion chosen from the text: a recipe to open, or an ingredient to list recipes with. */
export type SearchSuggestion = { recipeId: number } | { ingredient: string };

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter, the submit button, or choosing a suggestion ('@username'). The text is trimmed. */
  onSearch: (text: string) => void;
  /** Accessible name of the box (visually hidden). */
  label: string;
  placeholder?: string;
  /** Help text under the box; also its accessible description. */
  tip?: ReactNode;
  /** Show a submit button with this text (below the box on small screens, beside it on wider ones). */
  submitLabel?: string;
  /** Other controls on the same row as the box (e.g. a Filters button), on every screen width. */
  actions?: ReactNode;
  size?: 'default' | 'lg';
  /** The box lost focus. */
  onBlur?: () => void;
  /** With it, text (not '@name') offers recipe titles and ingredients as the cook types; choosing one calls it. */
  onSuggestion?: (choice: SearchSuggestion) => void;
  id?: string;
  className?: string;
}

function avatarSrc(url: string | null): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  // A stored file name, possibly in a folder ('avatars/name.webp'), served under /uploads/.
  return `/uploads/${value.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}

function SuggestionAvatar({ suggestion }: { suggestion: UsernameSuggestion }) {
  const [failed, setFailed] = useState(false);
  const src = avatarSrc(suggestion.avatar_url);
  return (
    <span
      aria-hidden="true"
      className="relative flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-sm font-semibold uppercase text-primary-text"
    >
      {suggestion.username.charAt(0)}
      {src && !failed ? (
        <img src={src} alt="" onError={() => setFailed(true)} className="absolute inset-0 size-full object-cover" />
      ) : null}
    </span>
  );
}

function recipeCount(n: number): string {
  return `${n} ${n === 1 ? 'recipe' : 'recipes'}`;
}

function UserOption({ suggestion }: { suggestion: UsernameSuggestion }) {
  return (
    <>
      <SuggestionAvatar suggestion={suggestion} />
      <span className="min-w-0 flex-1 truncate font-medium">@{suggestion.username}</span>
      <span className="shrink-0 text-sm text-muted-foreground">{recipeCount(suggestion.recipe_count)}</span>
    </>
  );
}

function TextOption({ main, side }: { main: string; side: string }) {
  return (
    <>
      <span className="min-w-0 flex-1 truncate font-medium">{main}</span>
      <span className="shrink-0 text-sm text-muted-foreground">{side}</span>
    </>
  );
}

/**
 * The recipe search box shared by Home and Browse. Typing '@' and at least one character turns it
 * into a combobox listing up to 5 matching users with their recipe counts (or a 'no users found'
 * message); choosing one searches '@username'. Other text (with `onSuggestion`) lists recipe titles
 * and ingredients (issue 19). Arrow keys move through the list, Enter chooses, Escape closes it,
 * and it hides 200 ms after the box loses focus.
 */
export function SearchBox({
  value,
  onValueChange,
  onSearch,
  label,
  placeholder,
  tip,
  submitLabel,
  actions,
  size = 'default',
  onBlur,
  onSuggestion,
  id,
  className,
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${generatedId}-listbox`;
  const tipId = `${generatedId}-tip`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;

  const [focused, setFocused] = useState(false);
  /** Closed by Escape, by choosing a user or by submitting, until the text changes again. */
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const term = usernameTermOf(value);
  const debouncedTerm = useDebouncedValue(term, SUGGESTION_DEBOUNCE_MS);
  // Do not ask for a term the box no longer shows (e.g. after the text was cleared).
  const { data, isFetching, isError } = useUsernameSuggestions(term === null ? null : debouncedTerm);
  const suggestions = term !== null && Array.isArray(data) ? data.slice(0, USERNAME_SUGGESTION_LIMIT) : [];
  const text = onSuggestion && term === null && !value.trim().startsWith('@') && value.trim().length >= TEXT_SUGGESTION_FROM ? value.trim() : null;
  const debouncedText = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  const textAnswer = useRecipeSuggestions(text === null ? null : debouncedText).data;
  /** The options of the list: users for '@name', else recipes then ingredients. */
  const options: { key: string; choose: () => void; content: ReactNode }[] =
    term !== null
      ? suggestions.map((suggestion) => ({ key: suggestion.id, choose: () => chooseUser(suggestion), content: <UserOption suggestion={suggestion} /> }))
      : text !== null && textAnswer
        ? [
            ...textAnswer.recipes.map((recipe) => ({
              key: `recipe-${recipe.id}`,
              choose: () => chooseSuggestion({ recipeId: recipe.id }),
              content: <TextOption main={recipe.title} side="Recipe" />,
            })),
            ...textAnswer.ingredients.map((ingredient) => ({
              key: `ingredient-${ingredient.name}`,
              choose: () => chooseSuggestion({ ingredient: ingredient.name }),
              content: <TextOption main={`With ${ingredient.name}`} side={recipeCount(ingredient.recipes)} />,
            })),
          ]
        : [];

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const popupOpen = focused && !dismissed && (term !== null || text !== null);
  const settled = debouncedTerm === term && !isFetching;
  const showList = popupOpen && options.length > 0;
  // The messages are the '@name' mode's (SPEC section 9); text with no suggestion shows nothing.
  const showNoMatch = popupOpen && term !== null && !isError && settled && Array.isArray(data) && data.length === 0;
  const showSearching = popupOpen && term !== null && !showList && !showNoMatch && !isError;
  const active = showList && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const noMatchText = `No users found matching "${value.trim()}"`;

  function close() {
    setDismissed(true);
    setActiveIndex(-1);
  }

  function chooseUser(suggestion: UsernameSuggestion) {
    const username = `@${suggestion.username}`;
    onValueChange(username);
    close();
    onSearch(username);
  }

  function chooseSuggestion(choice: SearchSuggestion) {
    close();
    onSuggestion?.(choice);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    onSearch(value.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!showList) {
          // Reopen a list closed with Escape.
          setDismissed(false);
          setActiveIndex(down ? 0 : count - 1);
          return;
        }
        setActiveIndex(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
        return;
      }
      case 'Enter': {
        const chosen = active >= 0 ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          chosen.choose();
        }
        return;
      }
      case 'Escape': {
        if (popupOpen) {
          // Keep the text: a search input would otherwise clear itself on Escape.
          event.preventDefault();
          close();
        }
        return;
      }
    }
  }

  const announcement = !popupOpen
    ? ''
    : showList
      ? `${options.length} ${term !== null ? `matching ${options.length === 1 ? 'user' : 'users'}` : options.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose.`
      : showNoMatch
        ? 'No matching users.'
        : '';

  return (
    <form role="search" onSubmit={onSubmit} className={cn('w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className={cn('flex gap-2 sm:gap-3', submitLabel ? 'flex-col sm:flex-row' : 'items-start')}>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={tip ? tipId : undefined}
            value={value}
            placeholder={placeholder}
            onChange={(event) => {
              onValueChange(event.target.value);
              setDismissed(false);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (hideTimer.current) clearTimeout(hideTimer.current);
              hideTimer.current = null;
              setFocused(true);
            }}
            onBlur={() => {
              onBlur?.();
              if (hideTimer.current) clearTimeout(hideTimer.current);
              hideTimer.current = setTimeout(() => {
                hideTimer.current = null;
                setFocused(false);
                setActiveIndex(-1);
              }, SUGGESTION_HIDE_DELAY_MS);
            }}
            className={cn('pl-11', size === 'lg' ? 'h-12' : 'h-11')}
          />
          <div
            data-testid={term !== null ? 'username-suggestions' : 'search-suggestions'}
            hidden={!popupOpen || (!showList && !showNoMatch && !showSearching)}
            className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-lg"
          >
            <ul id={listId} role="listbox" aria-label={term !== null ? 'Matching users' : 'Suggestions'} hidden={!showList} className="p-1.5">
              {options.map((option, index) => (
                <li
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep the focus in the box so choosing does not start the hide timer.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={option.choose}
                  onMouseMove={() => {
                    if (index !== active) setActiveIndex(index);
                  }}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2',
                    index === active ? 'bg-primary-soft' : 'hover:bg-muted',
                  )}
                >
                  {option.content}
                </li>
              ))}
            </ul>
            {showNoMatch ? <p className="px-4 py-3 text-sm text-muted-foreground">{noMatchText}</p> : null}
            {showSearching ? <p className="px-4 py-3 text-sm text-muted-foreground">Searching users…</p> : null}
          </div>
        </div>
        {submitLabel ? (
          <Button type="submit" size={size === 'lg' ? 'lg' : 'default'}>
            {submitLabel}
          </Button>
        ) : null}
        {actions}
      </div>
      {tip ? (
        <p id={tipId} className="mt-2 text-sm text-muted-foreground">
          {tip}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
