import { useState } from 'react';
import { Sprout } from 'lucide-react';
import { Link } from '../../lib/router';
import { earlyImageFailure } from '../../lib/early-image-failure';
import { resolveLogoUrl } from '../../lib/format';
import { useSiteSettings } from '../../features/settings';

/** The logo (max 200 px wide) or, without one or when it fails to load, the site name with an icon. */
export function SiteBrand({ onNavigate }: { onNavigate?: () => void }) {
  const { siteName, logoUrl } = useSiteSettings();
  const logo = resolveLogoUrl(logoUrl);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showLogo = logo !== null && logo !== failedLogo;
  const fail = () => {
    console.warn('Site logo failed to load:', logo);
    setFailedLogo(logo);
  };

  return (
    <Link
      to="/"
      onClick={onNavigate}
      // The whole name, up to 15rem, before anything beside it: the links and the username give way first (issue 21).
      className="flex min-w-0 max-w-[15rem] shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-foreground"
      aria-label={`${siteName} home`}
    >
      {showLogo ? (
        <img
          src={logo}
          alt={siteName}
          className="h-9 w-auto max-w-[200px] object-contain"
          onError={fail}
          ref={earlyImageFailure(fail)}
        />
      ) : (
        <>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Sprout aria-hidden="true" className="size-5" />
          </span>
          <span className="truncate">{siteName}</span>
        </>
      )}
    </Link>
  );
}
