import { z } from 'zod';

/**
 * The admin's AI provider settings (GET/PUT /api/admin/ai/settings). The environment's provider
 * (AI_API_KEY and friends) wins over these when set; the key is never sent back, only whether one
 * is stored and its last 4 characters.
 */

export const AI_PROVIDER_SOURCES = ['environment', 'settings', 'none'] as const;

export const aiProviderSettingsSchema = z.object({
  /** Where the provider in force comes from. */
  source: z.enum(AI_PROVIDER_SOURCES),
  /** The stored settings (defaults when nothing is stored). */
  baseUrl: z.string(),
  textModel: z.string(),
  /** Empty: no pictures. */
  imageModel: z.string(),
  apiKey: z.object({ set: z.boolean(), last4: z.string().nullable() }),
});
export type AiProviderSettings = z.infer<typeof aiProviderSettingsSchema>;

export const aiProviderSettingsInputSchema = z
  .object({
    baseUrl: z
      .string('baseUrl must be the API address')
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) address like https://openrouter.ai/api/v1' }))
      .transform((u) => u.replace(/\/+$/, '')),
    /** Empty or absent keeps the stored key. */
    apiKey: z.string('apiKey must be text').trim().max(500, 'apiKey must be at most 500 characters').default(''),
    textModel: z.string('textModel must be text').trim().min(1, 'textModel is required (e.g. openai/gpt-4o-mini)').max(200, 'textModel must be at most 200 characters'),
    imageModel: z.string('imageModel must be text').trim().max(200, 'imageModel must be at most 200 characters').default(''),
  })
  .strict();
export type AiProviderSettingsInput = z.input<typeof aiProviderSettingsInputSchema>;
export type AiProviderSettingsUpdate = z.output<typeof aiProviderSettingsInputSchema>;
