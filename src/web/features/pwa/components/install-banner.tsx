import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PromptCard } from './prompt-card';

export interface InstallBannerProps {
  siteName: string;
  /** Mounted, and its code loaded, when the browser offers installation; shown once this turns true. */
  visible: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}

/** SPEC section 2: the install banner card, about 3 s after the browser offers installation. */
export function InstallBanner({ siteName, visible, onInstall, onDismiss }: InstallBannerProps) {
  if (!visible) return null;
  return (
    <PromptCard
      testId="pwa-install-banner"
      icon={<img src="/favicon.svg" alt="" width={44} height={44} className="size-11 max-w-none rounded-xl" />}
      title={`Install ${siteName}`}
      description="Add it to your home screen for one-tap access to your recipes, even offline."
      onDismiss={onDismiss}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Not now
          </Button>
          <Button size="sm" onClick={onInstall}>
            <Download aria-hidden="true" />
            Install
          </Button>
        </>
      }
    />
  );
}
