import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { PwaPrompts } from '../features/pwa/components/pwa-prompts';
import { ThemeSync } from '../features/settings/components/theme-sync';
import { seedInitialData } from '../lib/initial-data';
import { createQueryClient } from '../lib/query-client';

/**
 * Data cache, theme colours, toasts and PWA prompts for the whole app. Screens that use tooltips
 * wrap themselves in TooltipProvider (ui/tooltip), so its code loads only with them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialData(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      {children}
      <LazyToaster />
      <PwaPrompts />
    </QueryClientProvider>
  );
}
