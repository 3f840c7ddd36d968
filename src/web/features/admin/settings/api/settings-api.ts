import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const ADMIN_SITE_KEY = ['/api/admin/settings/site'] as const;
const ADMIN_THEME_KEY = ['/api/admin/settings/theme'] as const;
const AI_SETTINGS_KEY = ['/api/admin/ai/settings'] as const;
const PAYMENT_SETTINGS_KEY = ['/api/admin/payments/settings'] as const;
const PACKS_KEY = ['/api/admin/credits/packs'] as const;
const CREDIT_SETTINGS_KEY = ['/api/admin/credits/settings'] as const;
const RATE_LIMITS_KEY = ['/api/admin/settings/rate-limits'] as const;

const get = <T>(url: string) => () => apiRequest<T>('GET', url);

export function useAdminSiteSettings() {
  return useQuery({ queryKey: ADMIN_SITE_KEY, queryFn: get<PublicSiteSettings>(ADMIN_SITE_KEY[0]) });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsInput) => apiRequest<PublicSiteSettings>('PUT', ADMIN_SITE_KEY[0], { body }),
    onSuccess: async (saved) => {
      client.setQueryData(ADMIN_SITE_KEY, saved);
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
  return useQuery({ queryKey: ADMIN_THEME_KEY, queryFn: get<ThemeSettings>(ADMIN_THEME_KEY[0]) });
}

export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ThemeSettings) => apiRequest<ThemeSettings>('PUT', ADMIN_THEME_KEY[0], { body }),
    onSuccess: async (saved) => {
      client.setQueryData(ADMIN_THEME_KEY, saved);
      // ThemeSync writes these into the CSS variables: the whole site follows at once.
      client.setQueryData(THEME_SETTINGS_KEY, saved);
      await client.invalidateQueries({ queryKey: THEME_SETTINGS_KEY });
    },
  });
}

export function useAiProviderSettings() {
  return useQuery({ queryKey: AI_SETTINGS_KEY, queryFn: get<AiProviderSettings>(AI_SETTINGS_KEY[0]) });
}

export function useSaveAiProviderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiProviderSettingsInput) => apiRequest<AiProviderSettings>('PUT', AI_SETTINGS_KEY[0], { body }),
    onSuccess: async (saved) => {
      client.setQueryData(AI_SETTINGS_KEY, saved);
      await client.invalidateQueries({ queryKey: AI_STATUS_KEY });
    },
  });
}

export function usePaymentSettings() {
  return useQuery({ queryKey: PAYMENT_SETTINGS_KEY, queryFn: get<PaymentSettings>(PAYMENT_SETTINGS_KEY[0]) });
}

export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentSettings) => apiRequest<PaymentSettings>('PUT', PAYMENT_SETTINGS_KEY[0], { body }),
    onSuccess: async (saved) => {
      client.setQueryData(PAYMENT_SETTINGS_KEY, saved);
      await client.invalidateQueries({ queryKey: CREDIT_PACKS_KEY });
    },
  });
}

export function useCreditPacks() {
  return useQuery({ queryKey: PACKS_KEY, queryFn: get<CreditPacks>(PACKS_KEY[0]) });
}

export function useSaveCreditPacks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packs: CreditPack[]) => apiRequest<CreditPacks>('PUT', PACKS_KEY[0], { body: { packs } }),
    onSuccess: async (saved) => {
      client.setQueryData(PACKS_KEY, saved);
      await client.invalidateQueries({ queryKey: CREDIT_PACKS_KEY });
    },
  });
}

export function useCreditSettings() {
  return useQuery({ queryKey: CREDIT_SETTINGS_KEY, queryFn: get<CreditSettings>(CREDIT_SETTINGS_KEY[0]) });
}

export function useScheduleCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, cost }: { feature: CreditFeature; cost: number }) =>
      apiRequest<FeatureCosts>('PUT', `/api/admin/credits/costs/${feature}`, { body: { cost } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CREDIT_SETTINGS_KEY });
      await client.invalidateQueries({ queryKey: CREDIT_COSTS_KEY });
    },
  });
}

export function useSaveSignupBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBonus) => apiRequest<SignupBonus>('PUT', '/api/admin/credits/signup-bonus', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CREDIT_SETTINGS_KEY });
    },
  });
}

export function useRateLimits() {
  return useQuery({ queryKey: RATE_LIMITS_KEY, queryFn: get<RateLimitSettings>(RATE_LIMITS_KEY[0]) });
}

/** Saves the admin's limits, or (null) goes back to the server's defaults. */
export function useSaveRateLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RateLimits | null) =>
      body ? apiRequest<RateLimitSettings>('PUT', RATE_LIMITS_KEY[0], { body }) : apiRequest<RateLimitSettings>('DELETE', RATE_LIMITS_KEY[0]),
    onSuccess: (settings) => client.setQueryData(RATE_LIMITS_KEY, settings),
  });
}

export function useProviderTest() {
  return useMutation({
    mutationFn: (prompt: string) => apiRequest<ProviderTestResult>('POST', '/api/admin/ai/test', { body: { prompt } }),
  });
}
