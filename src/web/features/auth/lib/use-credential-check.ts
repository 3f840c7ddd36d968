import { useRef } from 'react';
import type { z } from 'zod';
import { issuesToFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import type { credentialSchemas } from './credential-schemas';

type Schemas = typeof credentialSchemas;
export type CredentialForm = keyof Schemas;
export type CredentialCheck<F extends CredentialForm> = { ok: true; data: z.output<Schemas[F]> } | { ok: false; errors: FieldErrors };

/**
 * Checks an auth form's entries with the server's schema, loading the schemas (and zod) on the
 * first submit. Null while a check is already running, so a double click cannot send twice.
 */
export function useCredentialCheck() {
  const running = useRef(false);
  return async <F extends CredentialForm>(form: F, input: z.input<Schemas[F]>): Promise<CredentialCheck<F> | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      const checked = (await import('./credential-schemas')).credentialSchemas[form].safeParse(input);
      if (!checked.success) return { ok: false, errors: issuesToFieldErrors(checked.error.issues) };
      // Indexing the table loses the link between F and its schema's output; restated here.
      return { ok: true, data: checked.data as z.output<Schemas[F]> };
    } finally {
      running.current = false;
    }
  };
}
