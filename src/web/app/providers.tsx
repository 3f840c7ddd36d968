import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { PwaPrompts } from '../features/pwa/components/pwa-prompts';
import { ThemeSync } from '../features/settings/components/theme-sync';
import { createQueryClient } from '../lib/query-client';

/** Data cache, theme colours, tooltips and toasts for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ThemeSync />
        {children}
        <Toaster />
        <PwaPrompts />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
