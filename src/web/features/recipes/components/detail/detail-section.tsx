import type { ReactNode, Ref } from 'react';
import { cn } from '../../../../lib/utils';

/** The sections the print stylesheet and the Print Options dialog know by name. */
export type PrintSection =
  | 'image'
  | 'info'
  | 'description'
  | 'macros'
  | 'tools'
  | 'ingredients'
  | 'instructions'
  | 'nutrition';

export interface DetailSectionProps {
  title: string;
  /** id for the heading, so the section is labelled by it */
  id: string;
  children: ReactNode;
  className?: string;
  /** Shown beside the heading (right on wide screens, below on narrow ones). */
  action?: ReactNode;
  /** Marks the section for the print stylesheet. */
  printSection?: PrintSection;
  /** Never printed. */
  printHide?: boolean;
  sectionRef?: Ref<HTMLElement>;
}

/** One titled block of the recipe detail screen. */
export function DetailSection({ title, id, children, className, action, printSection, printHide, sectionRef }: DetailSectionProps) {
  return (
    <section
      ref={sectionRef}
      aria-labelledby={id}
      data-print-section={printSection}
      data-print-hide={printHide ? '' : undefined}
      className={cn('space-y-4', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
