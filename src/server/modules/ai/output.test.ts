import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fitsStrictMode, parseAnswer, providerSchema } from './output';

const schema = z.object({ title: z.string(), minutes: z.number().int() });

describe('parseAnswer', () => {
  it('parses plain JSON and JSON in a ```json fence', () => {
    expect(parseAnswer('{"title":"Soup","minutes":20}', schema)).toEqual({ ok: true, data: { title: 'Soup', minutes: 20 } });
    expect(parseAnswer('```json\n{"title":"Soup","minutes":20}\n```', schema)).toEqual({ ok: true, data: { title: 'Soup', minutes: 20 } });
    expect(parseAnswer('  ```\n{"title":"Soup","minutes":20}```  ', schema)).toMatchObject({ ok: true });
  });

  it('names malformed JSON and a schema misfit without echoing the answer', () => {
    expect(parseAnswer('{"title": "Soup", ', schema)).toEqual({ ok: false, problem: 'the answer is not JSON' });
    const misfit = parseAnswer('{"title":"Soup","minutes":"twenty"}', schema);
    expect(misfit.ok).toBe(false);
    expect(!misfit.ok && misfit.problem).toMatch(/minutes/);
  });
});

describe('providerSchema and fitsStrictMode', () => {
  it('drops $schema and asks strict mode only when every property is required', () => {
    const json = providerSchema(schema);
    expect(json).not.toHaveProperty('$schema');
    expect(fitsStrictMode(json)).toBe(true);
    expect(fitsStrictMode(providerSchema(schema.extend({ note: z.string().optional() })))).toBe(false);
    expect(fitsStrictMode(providerSchema(z.object({ items: z.array(z.object({ a: z.string().optional() })) })))).toBe(false);
  });
});
