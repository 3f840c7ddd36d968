import { useState, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/field-errors';
import { fieldId } from '../lib/field-keys';
import { addLabels } from '../lib/labels';
import { EditorField, fieldProps } from './editor-field';

export interface ChipInputProps {
  field: string;
  label: string;
  /** How one item is named in the remove buttons: 'Remove category Dinner'. */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  errors: FieldErrors;
  placeholder?: string;
  /** Offered while typing (a datalist), e.g. the site's categories. */
  suggestions?: string[];
  /** The text box, for a form that moves the focus to a field with a message. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of short labels: type and press Enter or a comma to add (several at once with commas),
 * × removes one. What is still typed is added when the field loses focus, so Save never drops it.
 */
export function ChipInput({ field, label, itemName, values, onChange, errors, placeholder, suggestions, inputRef }: ChipInputProps) {
  const [typed, setTyped] = useState('');
  const id = fieldId(field);
  const listId = `${id}-suggestions`;

  const commit = () => {
    if (typed.trim() === '') return;
    onChange(addLabels(values, typed));
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole recipe; here it only adds the label.
      event.preventDefault();
      commit();
    }
  };

  const remove = (index: number) => {
    onChange(values.filter((_, i) => i !== index));
    document.getElementById(id)?.focus();
  };

  return (
    <EditorField field={field} label={label} errors={errors} hint="Press Enter or type a comma to add.">
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5 pb-1" aria-label={label}>
          {values.map((value, index) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-text"
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove ${itemName} ${value}`}
                className="flex size-6 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...fieldProps(field, errors, true)}
        ref={inputRef}
        value={typed}
        placeholder={placeholder}
        list={suggestions && suggestions.length > 0 ? listId : undefined}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        className="h-11"
      />
      {suggestions && suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </EditorField>
  );
}
