import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../api/query-client';
import { SessionWatcher } from '../features/session';
import { useFieldErrorWiring } from '../ui/a11y/form-errors';
import { LiveAnnouncer } from '../ui/announcer/live-announcer';
import { Toaster } from '../ui/toast/toaster';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useFieldErrorWiring();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionWatcher />
      {children}
      <Toaster />
      <LiveAnnouncer />
    </QueryClientProvider>
  );
}
