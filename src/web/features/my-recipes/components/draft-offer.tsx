import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface DraftOfferProps {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'You have an unsaved draft from …': work kept in this browser, offered back when the editor opens. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <section aria-labelledby="recipe-draft-offer" className="space-y-3 rounded-2xl border border-primary/40 bg-primary/5 p-4">
      <div className="flex items-start gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
        <div className="space-y-1">
          <h2 id="recipe-draft-offer" className="font-semibold">
            You have an unsaved draft from <time dateTime={savedAt}>{when(savedAt)}</time>
          </h2>
          <p className="text-sm text-muted-foreground">Restore it to carry on where you left off, or discard it to start from what is shown below.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-8">
        <Button onClick={onRestore}>Restore Draft</Button>
        <Button variant="outline" onClick={onDiscard}>
          Discard Draft
        </Button>
      </div>
    </section>
  );
}
