import { describe, expect, it } from 'vitest';
import {
  completedStepCount,
  initialStepProgress,
  nextCurrentAfter,
  stepStatus,
  toggleStep,
  type StepProgress,
} from './instruction-steps';

const SYMBOL = { pending: '.', current: '>', completed: 'x' } as const;

/** Applies toggles in order. */
function tap(progress: StepProgress, ...indexes: number[]): StepProgress {
  return indexes.reduce(toggleStep, progress);
}

function statuses(progress: StepProgress): string {
  return progress.completed.map((_, i) => SYMBOL[stepStatus(progress, i)]).join('');
}

describe('initialStepProgress', () => {
  it('has nothing done and the first step current', () => {
    const progress = initialStepProgress(3);
    expect(progress).toEqual({ completed: [false, false, false], current: 0 });
    expect(statuses(progress)).toBe('>..');
  });

  it('has no current step when there are no steps', () => {
    expect(initialStepProgress(0)).toEqual({ completed: [], current: null });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('treats %d steps as none', (count) => {
    expect(initialStepProgress(count)).toEqual({ completed: [], current: null });
  });

  it('floors a fractional count', () => {
    expect(initialStepProgress(2.7).completed).toHaveLength(2);
  });
});

describe('toggleStep: marking a step done', () => {
  it('moves the current step to the next one', () => {
    const progress = tap(initialStepProgress(4), 0);
    expect(progress.completed).toEqual([true, false, false, false]);
    expect(progress.current).toBe(1);
    expect(statuses(progress)).toBe('x>..');
  });

  it('makes the first not-done step AFTER the toggled one current, skipping done steps', () => {
    // 0 and 2 are done; marking 1 skips 2 and lands on 3.
    const progress = tap(initialStepProgress(5), 0, 2, 1);
    expect(progress.completed).toEqual([true, true, true, false, false]);
    expect(progress.current).toBe(3);
  });

  it('jumping ahead makes the step after the tapped one current, not an earlier skipped one', () => {
    const progress = tap(initialStepProgress(5), 2);
    expect(progress.current).toBe(3);
    expect(statuses(progress)).toBe('..x>.');
    expect(stepStatus(progress, 0)).toBe('pending');
    expect(stepStatus(progress, 2)).toBe('completed');
    expect(stepStatus(progress, 3)).toBe('current');
  });

  it('wraps to the earliest not-done step when nothing after the toggled one is left', () => {
    const progress = tap(initialStepProgress(4), 0, 3);
    expect(progress.completed).toEqual([true, false, false, true]);
    expect(progress.current).toBe(1);
  });

  it('has no current step once every step is done', () => {
    const progress = tap(initialStepProgress(3), 0, 1, 2);
    expect(progress.completed).toEqual([true, true, true]);
    expect(progress.current).toBeNull();
    expect(statuses(progress)).toBe('xxx');
    expect(completedStepCount(progress)).toBe(3);
  });

  it('works for a single step', () => {
    const done = tap(initialStepProgress(1), 0);
    expect(done).toEqual({ completed: [true], current: null });
    expect(tap(done, 0)).toEqual({ completed: [false], current: 0 });
  });
});

describe('toggleStep: unmarking a done step', () => {
  it('makes that step current', () => {
    const progress = tap(initialStepProgress(4), 0, 1, 2, 0);
    expect(progress.completed).toEqual([false, true, true, false]);
    expect(progress.current).toBe(0);
    expect(stepStatus(progress, 0)).toBe('current');
    expect(stepStatus(progress, 3)).toBe('pending');
  });

  it('makes that step current even when everything was done', () => {
    const progress = tap(initialStepProgress(3), 0, 1, 2, 1);
    expect(progress.current).toBe(1);
    expect(completedStepCount(progress)).toBe(2);
  });

  it('follows the most recently toggled step', () => {
    let progress = tap(initialStepProgress(4), 0, 1, 2, 1);
    expect(progress.completed).toEqual([true, false, true, false]);
    expect(progress.current).toBe(1);
    progress = tap(progress, 0); // unmark 0: 0 is current
    expect(progress.current).toBe(0);
    progress = tap(progress, 0); // mark 0: first not-done after 0 is 1
    expect(progress.current).toBe(1);
    progress = tap(progress, 1); // mark 1: 2 is done, so 3
    expect(progress.current).toBe(3);
  });
});

describe('toggleStep: purity and bad input', () => {
  it('does not change the progress it was given', () => {
    const before = initialStepProgress(3);
    const snapshot = structuredClone(before);
    toggleStep(before, 1);
    expect(before).toEqual(snapshot);
  });

  it.each([-1, 3, 1.5, Number.NaN])('ignores index %d', (index) => {
    const before = initialStepProgress(3);
    expect(toggleStep(before, index)).toBe(before);
  });
});

describe('nextCurrentAfter', () => {
  it('prefers later steps, then earlier ones, then none', () => {
    expect(nextCurrentAfter([false, true, false], 1)).toBe(2);
    expect(nextCurrentAfter([false, true, true], 1)).toBe(0);
    expect(nextCurrentAfter([true, true, true], 1)).toBeNull();
  });
});

describe('completedStepCount', () => {
  it('counts done steps', () => {
    expect(completedStepCount(initialStepProgress(8))).toBe(0);
    expect(completedStepCount(tap(initialStepProgress(8), 0, 4, 7))).toBe(3);
  });
});
