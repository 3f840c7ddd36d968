import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { LOGIN_URL, useAuth } from '../../auth';

/** The sign-up call to action; members already have an account, so they do not see it. */
export function SignupCta() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return null;
  return (
    <section
      aria-labelledby="signup-heading"
      className="rounded-3xl bg-primary px-6 py-10 text-primary-foreground shadow-sm sm:px-10 sm:py-14"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl space-y-2">
          <h2 id="signup-heading" className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            Start your healthy kitchen today
          </h2>
          <p className="text-primary-foreground/90">
            Create a free account to save recipes, keep your nutrition profile and try the AI recipe tools.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            {/* Sign-in is a browser navigation to the server (SPEC section 4); this one opens on Create account. */}
            <a href={`${LOGIN_URL}?mode=register`}>Sign up free</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to="/recipes">Browse recipes</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
