import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export type NoticeTone = 'success' | 'info' | 'progress' | 'error';

const tones: Record<NoticeTone, string> = {
  success: 'border-primary/30 bg-primary-soft text-foreground [&_[data-icon]]:text-primary-text',
  info: 'border-border bg-muted/60 text-foreground [&_[data-icon]]:text-muted-foreground',
  progress: 'border-secondary/50 bg-secondary-soft text-foreground [&_[data-icon]]:text-secondary-soft-foreground',
  error: 'border-destructive/40 bg-destructive/10 text-foreground [&_[data-icon]]:text-destructive',
};

const icons: Record<NoticeTone, typeof Info> = { success: CircleCheck, info: Info, progress: LoaderCircle, error: CircleAlert };

export interface NoticeProps {
  tone: NoticeTone;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  onDismiss?: () => void;
  /** 'alert' for failures, 'status' (polite) for the rest. */
  role?: 'status' | 'alert';
  className?: string;
}

/** A message box with an icon, a title, text and optional actions (checkout outcome, unavailable purchases). */
export function Notice({ tone, title, children, actions, onDismiss, role = 'status', className }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-2xl border p-4', tones[tone], className)}>
      <Icon data-icon="" aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone === 'progress' && 'motion-safe:animate-spin')} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
        {actions ? <div className="flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="icon" className="-my-2 -mr-2 size-9" onClick={onDismiss} aria-label="Dismiss">
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
