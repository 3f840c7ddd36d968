import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

export interface PromptCardProps {
  /** Test id and a readable hook for styling from outside. */
  testId: string;
  icon: ReactNode;
  title: string;
  description: string;
  /** The buttons, primary action last (it sits at the right edge, under the thumb). */
  actions: ReactNode;
  /** Escape inside the card dismisses it, like the dismiss button. */
  onDismiss: () => void;
  className?: string;
}

/**
 * The small card the install banner and the update prompt share: a labelled region that never
 * takes focus by itself (unobtrusive), reached last in the tab order, dismissed with Escape.
 */
export function PromptCard({ testId, icon, title, description, actions, onDismiss, className }: PromptCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss();
  };
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      className={cn('pointer-events-auto w-full p-4 shadow-lg motion-safe:animate-toast-in', className)}
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text [&_svg]:size-5"
        >
          {icon}
        </div>
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={titleId} className="text-base font-semibold leading-snug">
            {title}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-sm text-muted-foreground">
            {description}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">{actions}</div>
    </Card>
  );
}
