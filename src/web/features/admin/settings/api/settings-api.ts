import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiProviderSettings, AiProviderSettingsInput } from '../../../../../contracts/ai-provider';
import type { CreditFeature, CreditSettings, FeatureCosts, SignupBonus } from '../../../../../contracts/credits';
import type { CreditPack, CreditPacks, PaymentSettings, UpdatePaymentSettings } from '../../../../../contracts/payments';
import type {
  ProviderTestResult,
  PublicSiteSettings,
  SiteAssetUpload,
  SiteSettingsInput,
  ThemeSettings,
} from '../../../../../contracts/settings';
import type { RateLimits, RateLimitSettings } from '../../../../../contracts/rate-limits';
import { apiRequest } from '../../../../lib/api';
import { AI_STATUS_KEY } from '../../../ai';
import { CREDIT_COSTS_KEY, CREDIT_PACKS_KEY } from '../../../credits';
import { SITE_SETTINGS_KEY, THEME_SETTINGS_KEY } from '../../../settings';

/** The admin's settings screens: every call the settings pages make, and what each invalidates. */

const ADMIN_SITE_URL = '/api/admin/settings/site';
const adminSiteQuery = queryOptions<PublicSiteSettings>({ queryKey: [ADMIN_SITE_URL] });
const ADMIN_THEME_URL = '/api/admin/settings/theme';
const adminThemeQuery = queryOptions<ThemeSettings>({ queryKey: [ADMIN_THEME_URL] });
const AI_SETTINGS_URL = '/api/admin/ai/settings';
const aiSettingsQuery = queryOptions<AiProviderSettings>({ queryKey: [AI_SETTINGS_URL] });
const PAYMENT_SETTINGS_URL = '/api/admin/payments/settings';
const paymentSettingsQuery = queryOptions<PaymentSettings>({ queryKey: [PAYMENT_SETTINGS_URL] });
const PACKS_URL = '/api/admin/credits/packs';
const packsQuery = queryOptions<CreditPacks>({ queryKey: [PACKS_URL] });
const CREDIT_SETTINGS_URL = '/api/admin/credits/settings';
const creditSettingsQuery = queryOptions<CreditSettings>({ queryKey: [CREDIT_SETTINGS_URL] });
const RATE_LIMITS_URL = '/api/admin/settings/rate-limits';
const rateLimitsQuery = queryOptions<RateLimitSettings>({ queryKey: [RATE_LIMITS_URL] });

export function useAdminSiteSettings() {
  return useQuery(adminSiteQuery);
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsInput) => apiRequest<PublicSiteSettings>('PUT', ADMIN_SITE_URL, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(adminSiteQuery.queryKey, saved);
      // The navigation bar, favicon and theme-color of every page read these.
      client.setQueryData(SITE_SETTINGS_KEY, saved);
      await client.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
    },
  });
}

export function useUploadSiteAsset(kind: 'logo' | 'favicon') {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(kind, file);
      return apiRequest<SiteAssetUpload>('POST', `/api/admin/settings/${kind}`, { body: form });
    },
  });
}

export function useAdminTheme() {
  return useQuery(adminThemeQuery);
}

export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ThemeSettings) => apiRequest<ThemeSettings>('PUT', ADMIN_THEME_URL, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(adminThemeQuery.queryKey, saved);
      // ThemeSync writes these into the CSS variables: the whole site follows at once.
      client.setQueryData(THEME_SETTINGS_KEY, saved);
      await client.invalidateQueries({ queryKey: THEME_SETTINGS_KEY });
    },
  });
}

export function useAiProviderSettings() {
  return useQuery(aiSettingsQuery);
}

export function useSaveAiProviderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiProviderSettingsInput) => apiRequest<AiProviderSettings>('PUT', AI_SETTINGS_URL, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(aiSettingsQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: AI_STATUS_KEY });
    },
  });
}

export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery);
}

export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentSettings) => apiRequest<PaymentSettings>('PUT', PAYMENT_SETTINGS_URL, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(paymentSettingsQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: CREDIT_PACKS_KEY });
    },
  });
}

export function useCreditPacks() {
  return useQuery(packsQuery);
}

export function useSaveCreditPacks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packs: CreditPack[]) => apiRequest<CreditPacks>('PUT', PACKS_URL, { body: { packs } }),
    onSuccess: async (saved) => {
      client.setQueryData(packsQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: CREDIT_PACKS_KEY });
    },
  });
}

export function useCreditSettings() {
  return useQuery(creditSettingsQuery);
}

export function useScheduleCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, cost }: { feature: CreditFeature; cost: number }) =>
      apiRequest<FeatureCosts>('PUT', `/api/admin/credits/costs/${feature}`, { body: { cost } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: creditSettingsQuery.queryKey });
      await client.invalidateQueries({ queryKey: CREDIT_COSTS_KEY });
    },
  });
}

export function useSaveSignupBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBonus) => apiRequest<SignupBonus>('PUT', '/api/admin/credits/signup-bonus', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: creditSettingsQuery.queryKey });
    },
  });
}

export function useRateLimits() {
  return useQuery(rateLimitsQuery);
}

/** Saves the admin's limits, or (null) goes back to the server's defaults. */
export function useSaveRateLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RateLimits | null) =>
      body ? apiRequest<RateLimitSettings>('PUT', RATE_LIMITS_URL, { body }) : apiRequest<RateLimitSettings>('DELETE', RATE_LIMITS_URL),
    onSuccess: (settings) => client.setQueryData(rateLimitsQuery.queryKey, settings),
  });
}

export function useProviderTest() {
  return useMutation({
    mutationFn: (prompt: string) => apiRequest<ProviderTestResult>('POST', '/api/admin/ai/test', { body: { prompt } }),
  });
}
