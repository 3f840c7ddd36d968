/**
 * Tappable recipe steps (SPEC section 4, 'Instruction steps'): each step is pending, current or
 * completed. Tapping a step toggles it done:
 * - marking a step done makes the first not-done step after it current;
 * - unmarking a step makes that step current.
 * When no step after the one just marked is left to do, the earliest step still to do becomes
 * current (so a skipped step is picked up again), and when every step is done none is current.
 *
 * Pure and immutable: every function returns a new progress value, so React state and unit tests
 * use the same code.
 */

export type StepStatus = 'pending' | 'current' | 'completed';

export interface StepProgress {
  /** completed[i] is true when step i is marked done; its length is the number of steps. */
  readonly completed: readonly boolean[];
  /** Index of the highlighted step, or null when there is none (no steps, or all done). */
  readonly current: number | null;
}

/** Nothing done; the first step is current (none when there are no steps). */
export function initialStepProgress(stepCount: number): StepProgress {
  const count = Number.isFinite(stepCount) && stepCount > 0 ? Math.floor(stepCount) : 0;
  return { completed: Array.from({ length: count }, () => false), current: count > 0 ? 0 : null };
}

/** Index of the first step at or after `from` that is not done, or null. */
function firstNotDoneFrom(completed: readonly boolean[], from: number): number | null {
  for (let i = Math.max(0, from); i < completed.length; i++) if (!completed[i]) return i;
  return null;
}

/**
 * The step that becomes current after step `index` was marked done: the first not-done step after
 * it, else the earliest not-done step, else null (all done).
 */
export function nextCurrentAfter(completed: readonly boolean[], index: number): number | null {
  return firstNotDoneFrom(completed, index + 1) ?? firstNotDoneFrom(completed, 0);
}

/**
 * Toggles step `index`: a step not done becomes done and the current step moves past it; a done
 * step becomes not done and current. An index outside the steps leaves the progress unchanged.
 */
export function toggleStep(progress: StepProgress, index: number): StepProgress {
  if (!Number.isInteger(index) || index < 0 || index >= progress.completed.length) return progress;
  const completed = progress.completed.slice();
  if (completed[index]) {
    completed[index] = false;
    return { completed, current: index };
  }
  completed[index] = true;
  return { completed, current: nextCurrentAfter(completed, index) };
}

/** Status of step `index` for display. */
export function stepStatus(progress: StepProgress, index: number): StepStatus {
  if (progress.completed[index]) return 'completed';
  return progress.current === index ? 'current' : 'pending';
}

/** How many steps are marked done. */
export function completedStepCount(progress: StepProgress): number {
  return progress.completed.reduce((count, done) => (done ? count + 1 : count), 0);
}

