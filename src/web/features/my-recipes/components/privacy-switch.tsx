import { Globe, Lock } from 'lucide-react';
import type { PrivacyLevel } from '../../../../contracts/recipe';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { EditorSection } from './editor-field';

const ID = 'recipe-privacyLevel';

const MEMBER_HINT = 'Private recipes are visible only to you. Public recipes are visible to everyone.';

/**
 * Private or public, as a switch; the design kit has none, so it is a button with the switch role.
 * `hint` replaces the member's explanation (an admin editing someone else's recipe).
 */
export function PrivacySwitch({ value, onChange, hint = MEMBER_HINT }: { value: PrivacyLevel; onChange: (value: PrivacyLevel) => void; hint?: string }) {
  const isPrivate = value === 'private';
  return (
    <EditorSection title="Privacy">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor={ID} className="flex items-center gap-2">
            {isPrivate ? <Lock aria-hidden="true" className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
            Private recipe
          </Label>
          <p id={`${ID}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        </div>
        <button
          id={ID}
          type="button"
          role="switch"
          aria-checked={isPrivate}
          aria-describedby={`${ID}-hint`}
          onClick={() => onChange(isPrivate ? 'public' : 'private')}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors motion-reduce:transition-none',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
            isPrivate ? 'bg-primary' : 'bg-muted-foreground/60',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'block size-6 rounded-full bg-card shadow-sm transition-transform motion-reduce:transition-none',
              isPrivate ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
    </EditorSection>
  );
}
