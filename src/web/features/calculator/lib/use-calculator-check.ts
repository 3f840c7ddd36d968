import { useCallback, useEffect, useState } from 'react';
import type { CalculatorCheck } from './calculator-form-schema';
import type { CalculatorFormState } from './form-state';

type CheckForm = (values: CalculatorFormState) => CalculatorCheck;

/**
 * The calculator's check, with its schema (and zod) loaded on the first Calculate, as the auth
 * forms load theirs on submit (features/auth/lib/use-credential-check.ts); `loadNow` loads it at
 * once, for entries that arrive filled in. `check` is null until loaded, then runs on every
 * render, so messages and results follow each edit.
 */
export function useCalculatorCheck(loadNow: boolean) {
  const [check, setCheck] = useState<CheckForm | null>(null);
  const load = useCallback(async (): Promise<CheckForm> => {
    const { checkCalculatorForm } = await import('./calculator-form-schema');
    setCheck(() => checkCalculatorForm);
    return checkCalculatorForm;
  }, []);
  useEffect(() => {
    if (loadNow) void load();
  }, [loadNow, load]);
  return { check, load };
}
