import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AiProviderSettings, AiProviderSettingsUpdate } from '../../../contracts/ai-provider';
import type { Db } from '../../../db/client';
import { siteSettings } from '../../../db/schema';
import { DEFAULT_AI_BASE_URL, DEFAULT_AI_IMAGE_MODEL, DEFAULT_AI_TEXT_MODEL, type AiEnvConfig } from '../../config';
import { AppError } from '../../errors';
import type { Audit } from '../admin/audit';
import type { SecretBox } from '../../secret-box';
import type { ProviderConfig } from './types';

export const AI_PROVIDER_SETTING = 'ai_provider';

/** As stored in site_settings: the key sealed by the secret box, never in plain text. */
const storedSchema = z.object({
  baseUrl: z.string(),
  apiKey: z.string(),
  textModel: z.string(),
  imageModel: z.string(),
});
type Stored = z.infer<typeof storedSchema>;

export interface ProviderSettingsOptions {
  db: Db;
  /** config.ai: when set, it is the provider in force whatever is stored. */
  env: AiEnvConfig | undefined;
  box: SecretBox;
  log: { warn(obj: object, msg: string): void };
}

const last4 = (key: string) => (key.length > 4 ? key.slice(-4) : null);

/** The AI provider in force (environment, else admin settings) and the admin's view and change of the settings. */
export function createProviderSettings({ db, env, box, log }: ProviderSettingsOptions) {
  async function stored(): Promise<Stored | null> {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, AI_PROVIDER_SETTING));
    const parsed = storedSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : null;
  }

  /** The stored key in plain text; null (logged) when it was sealed under another APP_SECRET. */
  function openKey(settings: Stored): string | null {
    if (!settings.apiKey) return null;
    const key = box.open(settings.apiKey);
    if (key === null) log.warn({}, 'the stored AI API key cannot be read (APP_SECRET changed?); enter it again in the admin AI settings');
    return key;
  }

  return {
    /** What the runner calls with: null when no provider is configured. */
    async current(): Promise<ProviderConfig | null> {
      if (env) return { ...env };
      const settings = await stored();
      if (!settings) return null;
      const apiKey = openKey(settings);
      if (!apiKey) return null;
      return { baseUrl: settings.baseUrl, apiKey, textModel: settings.textModel, imageModel: settings.imageModel };
    },

    async view(): Promise<AiProviderSettings> {
      const settings = await stored();
      const key = settings ? openKey(settings) : null;
      return {
        source: env ? 'environment' : key ? 'settings' : 'none',
        baseUrl: settings?.baseUrl ?? DEFAULT_AI_BASE_URL,
        textModel: settings?.textModel ?? DEFAULT_AI_TEXT_MODEL,
        imageModel: settings?.imageModel ?? DEFAULT_AI_IMAGE_MODEL,
        apiKey: { set: key !== null, last4: key ? last4(key) : null },
      };
    },

    /**
     * An empty key keeps the stored one, but only for the same address: the key is sent to the
     * base URL, so a new address must come with its key (else whoever saves settings could send
     * the stored key to a server of theirs). A first save needs a key.
     */
    async save(input: AiProviderSettingsUpdate, audit: Audit): Promise<AiProviderSettings> {
      const before = await stored();
      const sameAddress = before?.baseUrl === input.baseUrl;
      const keptKey = sameAddress && before?.apiKey && box.open(before.apiKey) !== null ? before.apiKey : null;
      const apiKey = input.apiKey ? box.seal(input.apiKey) : keptKey;
      if (!apiKey) {
        const message = before && !sameAddress ? "Enter the API key again for the new address" : "Enter the provider's API key";
        throw AppError.field('apiKey', message, { said: message.toLowerCase() });
      }
      const value: Stored = { baseUrl: input.baseUrl, apiKey, textModel: input.textModel, imageModel: input.imageModel };
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key: AI_PROVIDER_SETTING, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
        await audit(tx);
      });
      return this.view();
    },

    /** Forgets the stored provider (the environment's, if any, stays in force). */
    async clear(audit: Audit): Promise<AiProviderSettings> {
      await db.transaction(async (tx) => {
        await tx.delete(siteSettings).where(eq(siteSettings.key, AI_PROVIDER_SETTING));
        await audit(tx);
      });
      return this.view();
    },
  };
}

export type ProviderSettings = ReturnType<typeof createProviderSettings>;
