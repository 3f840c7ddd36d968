import { useState, type ReactNode } from 'react';
import { ClipboardPaste } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { textareaClass } from './editor-field';
import { useFocusAfterRender } from './use-focus-after-render';

export interface PasteReviewActions {
  /** Back to the pasted text, to change it. */
  back: () => void;
  /** The review was added to the recipe (the caller moves focus to it) or cancelled. */
  close: (options?: { focusToggle: boolean }) => void;
}

export interface PastePanelProps {
  /** Prefix of the panel's element ids. */
  id: string;
  toggleLabel: string;
  textLabel: string;
  hint: string;
  placeholder: string;
  /** The review of the text: mounted afresh each time the text is read. */
  children: (text: string, actions: PasteReviewActions) => ReactNode;
}

/** The id the review's heading carries, so focus lands on it when the review opens. */
export const reviewHeadingId = (id: string) => `${id}-review`;

/**
 * Bulk entry: a button opening a box to paste a whole list into, then a review of what was read
 * from it before anything is added to the recipe. Focus follows each step for keyboard users.
 */
export function PastePanel({ id, toggleLabel, textLabel, hint, placeholder, children }: PastePanelProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const focusLater = useFocusAfterRender();
  const toggleId = `${id}-toggle`;
  const panelId = `${id}-panel`;
  const textId = `${id}-text`;

  const close = ({ focusToggle }: { focusToggle: boolean } = { focusToggle: true }) => {
    setOpen(false);
    setReviewing(false);
    setText('');
    if (focusToggle) focusLater(toggleId);
  };
  const toggle = () => {
    if (open) close();
    else {
      setOpen(true);
      focusLater(textId);
    }
  };

  return (
    <div className="space-y-3">
      <Button id={toggleId} variant="outline" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <ClipboardPaste aria-hidden="true" />
        {toggleLabel}
      </Button>
      {open ? (
        <div id={panelId} className="space-y-3 rounded-xl border border-dashed border-border bg-muted/30 p-3 sm:p-4">
          {reviewing ? (
            children(text, {
              back: () => {
                setReviewing(false);
                focusLater(textId);
              },
              close,
            })
          ) : (
            <>
              <div className="space-y-1.5">
                <Label htmlFor={textId}>{textLabel}</Label>
                <textarea
                  id={textId}
                  rows={6}
                  value={text}
                  placeholder={placeholder}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => setText(e.target.value)}
                  className={textareaClass}
                />
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {hint}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={text.trim() === ''}
                  onClick={() => {
                    setReviewing(true);
                    focusLater(reviewHeadingId(id));
                  }}
                >
                  Review
                </Button>
                <Button variant="ghost" onClick={() => close()}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
