import { z } from 'zod';

/** Turning a zod schema into the provider's json_schema and the model's text back into checked data. */

type JsonObject = Record<string, unknown>;

/**
 * The JSON schema sent as response_format (no $schema key: some providers reject unknown top-level
 * keys). A field's zod default is how a missing answer is read, not something to tell the model,
 * and strict mode has no place for it: it is left out.
 */
export function providerSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, {
    unrepresentable: 'any',
    override: (ctx) => {
      delete ctx.jsonSchema.default;
    },
  }) as JsonObject;
  const { $schema: _ignored, ...rest } = json;
  return rest;
}

/**
 * OpenAI's strict mode refuses a schema unless every object lists all its properties as required
 * and forbids others; strict is asked for only then (the answer is validated by zod either way).
 */
export function fitsStrictMode(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(fitsStrictMode);
  if (!node || typeof node !== 'object') return true;
  const obj = node as JsonObject;
  if (obj.type === 'object' || obj.properties) {
    const keys = Object.keys((obj.properties as JsonObject | undefined) ?? {});
    const required = new Set((obj.required as string[] | undefined) ?? []);
    if (obj.additionalProperties !== false || !keys.every((k) => required.has(k))) return false;
  }
  return Object.values(obj).every(fitsStrictMode);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; problem: string };

/** JSON.parse of the answer (a ```json fence around it is tolerated), then the schema's check. */
export function parseAnswer<T>(content: string, schema: z.ZodType<T>): Parsed<T> {
  const fenced = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(content);
  const text = fenced ? fenced[1]! : content;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
  const checked = schema.safeParse(value);
  if (checked.success) return { ok: true, data: checked.data };
  const first = checked.error.issues[0];
  return { ok: false, problem: `the answer does not fit the schema (${first?.path.join('.') || 'root'}: ${first?.message ?? 'invalid'})` };
}
