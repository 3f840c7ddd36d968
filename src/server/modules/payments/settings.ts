import { z } from 'zod';
import {
  creditPacksSchema,
  DEFAULT_CREDIT_PACKS,
  STRIPE_WEBHOOK_PATH,
  type CreditPack,
  type PaymentSettings,
  type UpdatePaymentSettings,
} from '../../../contracts/payments';
import type { StripeConfig } from '../../config';
import type { Audit } from '../admin/audit';
import type { PaymentsRepo } from './repo';
import { createSecretBox } from '../../secret-box';

const PACKS_KEY = 'credit_packs';
const KEYS_KEY = 'stripe_keys';

/** What site_settings holds for the Stripe keys: sealed values, and the last 4 characters to show. */
const storedKeysSchema = z.object({
  secretKey: z.string(),
  webhookSecret: z.string(),
  secretKeyLast4: z.string(),
  webhookSecretLast4: z.string(),
});

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
}

export interface PaymentSettingsOptions {
  repo: PaymentsRepo;
  appSecret: string;
  /** Keys from the environment win over the admin's stored keys. */
  env: StripeConfig | undefined;
  warn: (message: string) => void;
}

const last4 = (value: string) => value.slice(-4);

/** The admin's credit packs and Stripe keys, both kept in site_settings. */
export function createPaymentSettings({ repo, appSecret, env, warn }: PaymentSettingsOptions) {
  const box = createSecretBox(appSecret, 'sprig stripe keys');

  async function storedKeys() {
    const parsed = storedKeysSchema.safeParse(await repo.setting(KEYS_KEY));
    return parsed.success ? parsed.data : null;
  }

  return {
    /** Every pack the admin defined (defaults until they save some). */
    async packs(): Promise<CreditPack[]> {
      const parsed = creditPacksSchema.safeParse(await repo.setting(PACKS_KEY));
      return parsed.success ? parsed.data.packs : DEFAULT_CREDIT_PACKS;
    },

    async setPacks(packs: CreditPack[], audit: Audit): Promise<CreditPack[]> {
      await repo.putSetting(PACKS_KEY, { packs }, audit);
      return packs;
    },

    /** The keys in force, or null while payments are not configured. */
    async keys(): Promise<StripeKeys | null> {
      if (env) return env;
      const stored = await storedKeys();
      if (!stored) return null;
      const secretKey = box.open(stored.secretKey);
      const webhookSecret = box.open(stored.webhookSecret);
      if (secretKey === null || webhookSecret === null) {
        // Sealed under another APP_SECRET (e.g. none configured, so a random one per start).
        warn('stored Stripe keys cannot be decrypted with this APP_SECRET; enter them again in the admin settings');
        return null;
      }
      return { secretKey, webhookSecret };
    },

    async describe(): Promise<PaymentSettings> {
      if (env) {
        return {
          fromEnvironment: true,
          secretKey: { set: true, last4: last4(env.secretKey) },
          webhookSecret: { set: true, last4: last4(env.webhookSecret) },
          webhookPath: STRIPE_WEBHOOK_PATH,
        };
      }
      const stored = await storedKeys();
      return {
        fromEnvironment: false,
        secretKey: { set: Boolean(stored), last4: stored?.secretKeyLast4 ?? null },
        webhookSecret: { set: Boolean(stored), last4: stored?.webhookSecretLast4 ?? null },
        webhookPath: STRIPE_WEBHOOK_PATH,
      };
    },

    /** Stores both keys sealed; empty strings remove them. */
    async setKeys({ secretKey, webhookSecret }: UpdatePaymentSettings, audit: Audit): Promise<void> {
      if (secretKey === '') return repo.deleteSetting(KEYS_KEY, audit);
      await repo.putSetting(
        KEYS_KEY,
        { secretKey: box.seal(secretKey), webhookSecret: box.seal(webhookSecret), secretKeyLast4: last4(secretKey), webhookSecretLast4: last4(webhookSecret) },
        audit,
      );
    },
  };
}

export type PaymentSettingsStore = ReturnType<typeof createPaymentSettings>;
