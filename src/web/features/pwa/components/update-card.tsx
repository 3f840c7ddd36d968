import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { UpdateController, UpdateStatus } from '../sw-update';
import { PromptCard } from './prompt-card';

export interface UpdateCardProps {
  controller: UpdateController;
  status: Exclude<UpdateStatus, 'none'>;
  siteName: string;
}

/** SPEC section 2: 'Update Available' when a new service worker waits; reloads once it takes over. */
export function UpdateCard({ controller, status, siteName }: UpdateCardProps) {
  const updating = status === 'updating';
  return (
    <PromptCard
      testId="pwa-update-card"
      icon={<RefreshCw />}
      title="Update Available"
      description={`A new version of ${siteName} is ready to install`}
      onDismiss={controller.dismiss}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={controller.dismiss} disabled={updating}>
            Later
          </Button>
          <Button size="sm" onClick={controller.applyUpdate} disabled={updating} aria-busy={updating}>
            <RefreshCw aria-hidden="true" className={updating ? 'motion-safe:animate-spin' : undefined} />
            {updating ? 'Updating…' : 'Update Now'}
          </Button>
        </>
      }
    />
  );
}
