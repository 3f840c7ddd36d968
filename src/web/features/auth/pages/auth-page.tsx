import { useEffect, useState } from 'react';
import { Bookmark, ChefHat, ImageIcon, LoaderCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { SIGN_IN_FAILURES } from '../../../../contracts/constants';
import { sitePath } from '../../../../contracts/site-path';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle, useSiteSettings } from '../../settings';
import { LOGIN_URL, useAuth } from '../api/use-auth';
import { FormAlert } from '../../../components/ui/form-alert';

const PROMISES: { icon: LucideIcon; text: string }[] = [
  { icon: Sparkles, text: 'AI-powered recipe transformation' },
  { icon: ChefHat, text: 'Detailed nutrition tracking' },
  { icon: Bookmark, text: 'Save and organize your favorite recipes' },
  { icon: ImageIcon, text: 'Generate beautiful recipe images' },
];

/**
 * /auth (SPEC section 2, "Sign-in"): one Sign in button that navigates to the server's login
 * endpoint, which leads to the e-mail and password screen (sign in or register) or to the
 * OpenID Connect provider. A provider sign-in that failed comes back as ?error=<reason>.
 */
export function AuthPage() {
  const { siteName } = useSiteSettings();
  const { isLoading, isAuthenticated } = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  // A member route that sent the visitor here: sign-in returns there.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const returnTo = typeof from === 'string' ? sitePath(from) : null;
  const loginHref = returnTo ? `${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_URL;
  useDocumentTitle('Sign In');
  const reason = useSearchParams()[0].get('error');
  const failure = reason !== null && Object.hasOwn(SIGN_IN_FAILURES, reason) ? SIGN_IN_FAILURES[reason as keyof typeof SIGN_IN_FAILURES] : '';

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;

  return (
    <Page size="medium" className="py-10 sm:py-16">
      <div className="grid overflow-hidden rounded-3xl border border-border bg-card shadow-sm md:grid-cols-2">
        <section className="flex flex-col justify-center gap-6 p-6 sm:p-10">
          <div className="space-y-3">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Welcome to {siteName}</h1>
            <p className="text-lg text-muted-foreground">
              Sign in to access all features and save recipes. New here? The same button creates your free account.
            </p>
          </div>
          <FormAlert message={failure} />
          <Button
            asChild={!signingIn}
            size="lg"
            disabled={signingIn}
            className="w-full sm:w-auto sm:self-start"
          >
            {signingIn ? (
              <span>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Signing in...
              </span>
            ) : (
              <a href={loginHref} onClick={() => setSigningIn(true)}>
                Sign in
              </a>
            )}
          </Button>
        </section>
        <aside aria-labelledby="auth-promo-title" className="bg-primary p-6 text-primary-foreground sm:p-10">
          <h2 id="auth-promo-title" className="text-xl font-semibold">
            Everything in your kitchen, in one place
          </h2>
          <ul className="mt-6 space-y-4">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Page>
  );
}
