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
      .string('Base URL must be the API address')
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'Base URL must be an http(s) address like https://openrouter.ai/api/v1' }))
      .transform((u) => u.replace(/\/+$/, '')),
    /** Empty or absent keeps the stored key. */
    apiKey: z.string('API key must be text').trim().max(500, 'API key must be at most 500 characters').default(''),
    textModel: z.string('Text model must be text').trim().min(1, 'Text model is required (e.g. openai/gpt-4o-mini)').max(200, 'Text model must be at most 200 characters'),
    imageModel: z.string('Image model must be text').trim().max(200, 'Image model must be at most 200 characters').default(''),
  })
  .strict();
export type AiProviderSettingsInput = z.input<typeof aiProviderSettingsInputSchema>;
export type AiProviderSettingsUpdate = z.output<typeof aiProviderSettingsInputSchema>;
