import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from '../../../src/web/lib/router';
import { Toaster } from '../../../src/web/components/ui/toaster';
import { createQueryClient } from '../../../src/web/lib/query-client';

/** Renders a real component inside the app's own providers (query client, router, toasts). */
export function renderInApp(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user };
}
