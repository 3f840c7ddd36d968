import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { PwaPrompts } from '../features/pwa';
import { ThemeSync } from '../features/settings';

/**
 * Data cache, theme colours, toasts and PWA prompts for the whole app, in the browser
 * (main.tsx) and on the server (entry-server.tsx). Screens that use tooltips wrap themselves in
 * TooltipProvider (ui/tooltip), so its code loads only with them.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeSync />
      {children}
      <LazyToaster />
      <PwaPrompts />
    </QueryClientProvider>
  );
}
