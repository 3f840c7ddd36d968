import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../use-install-prompt';
import { PromptCard } from './prompt-card';

/** SPEC section 2: the install banner card, about 3 s after the browser offers installation. */
export function InstallBanner({ siteName, suppressed = false }: { siteName: string; suppressed?: boolean }) {
  const { visible, install, dismiss } = useInstallPrompt();
  if (!visible || suppressed) return null;
  return (
    <PromptCard
      testId="pwa-install-banner"
      icon={<img src="/favicon.svg" alt="" width={44} height={44} className="size-11 max-w-none rounded-xl" />}
      title={`Install ${siteName}`}
      description="Add it to your home screen for one-tap access to your recipes, even offline."
      onDismiss={dismiss}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Not now
          </Button>
          <Button size="sm" onClick={() => void install()}>
            <Download aria-hidden="true" />
            Install
          </Button>
        </>
      }
    />
  );
}
