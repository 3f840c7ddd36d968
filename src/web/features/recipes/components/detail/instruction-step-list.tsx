import { useState } from 'react';
import { Check, Lightbulb } from 'lucide-react';
import {
  completedStepCount,
  initialStepProgress,
  stepStatus,
  toggleStep,
  type StepProgress,
} from '../../../../../domain/instruction-steps';
import { cn } from '../../../../lib/utils';

export interface InstructionStep {
  instruction: string;
  tips?: readonly string[];
}

/** Step progress in component state; never saved (SPEC: progress is not saved). */
export function useStepProgress(stepCount: number) {
  const [progress, setProgress] = useState<StepProgress>(() => initialStepProgress(stepCount));
  return {
    progress,
    completedCount: completedStepCount(progress),
    toggle: (index: number) => setProgress((current) => toggleStep(current, index)),
    reset: () => setProgress(initialStepProgress(stepCount)),
  };
}

export interface InstructionStepListProps {
  steps: readonly InstructionStep[];
  progress: StepProgress;
  onToggle: (index: number) => void;
  className?: string;
}

/**
 * Numbered steps. Each step is a toggle button (click, tap, Enter or Space) that marks it done,
 * struck through; the current step is highlighted (SPEC section 4). Tips sit under their step.
 */
export function InstructionStepList({ steps, progress, onToggle, className }: InstructionStepListProps) {
  return (
    <ol className={cn('space-y-3', className)}>
      {steps.map((step, index) => {
        const status = stepStatus(progress, index);
        const done = status === 'completed';
        const current = status === 'current';
        return (
          <li
            key={index}
            data-testid="instruction-step"
            data-status={status}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'rounded-2xl border transition-colors',
              current ? 'border-primary bg-primary-soft shadow-sm' : 'border-transparent',
            )}
          >
            <button
              type="button"
              aria-pressed={done}
              onClick={() => onToggle(index)}
              className="group flex w-full cursor-pointer items-start gap-4 rounded-2xl p-3 text-left transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none sm:p-4"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                  done
                    ? 'bg-muted text-muted-foreground'
                    : current
                      ? 'bg-primary text-primary-foreground'
                      : 'border border-primary/40 bg-card text-primary-text',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0 flex-1 pt-0.5">
                <span className="sr-only">Step {index + 1}: </span>
                <span
                  data-testid="instruction-text"
                  className={cn('leading-relaxed', done && 'text-muted-foreground line-through decoration-1')}
                >
                  {step.instruction}
                </span>
                {current ? (
                  <span data-print-hide="" className="mt-1 block text-xs font-semibold tracking-wide text-primary-text uppercase">
                    Current step
                  </span>
                ) : null}
              </span>
            </button>
            {step.tips && step.tips.length > 0 ? (
              <ul className="space-y-1.5 pr-3 pb-3 pl-15 sm:pr-4 sm:pb-4 sm:pl-16">
                {step.tips.map((tip, tipIndex) => (
                  <li
                    key={tipIndex}
                    className="flex gap-2 rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary-soft-foreground"
                  >
                    <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">Tip: </span>
                      {tip}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
