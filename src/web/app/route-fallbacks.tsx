import { useEffect } from 'react';
import { CircleAlert, MapPinOff, RotateCcw, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../features/settings';

function StatusScreen({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

/** Unknown paths. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <StatusScreen
      icon={MapPinOff}
      title="404 Page Not Found"
      action={
        <Button asChild>
          <Link to="/">Go back home</Link>
        </Button>
      }
    >
      The page you're looking for doesn't exist or has moved.
    </StatusScreen>
  );
}

/** Admin-only routes for everyone who is not an administrator. */
export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <StatusScreen
      icon={ShieldAlert}
      title="Access Denied"
      action={
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      }
    >
      You don't have permission to access this page. This area requires administrator privileges.
    </StatusScreen>
  );
}

/**
 * What the screen error boundary shows. 'Try again' reloads the page: it recovers from a failed
 * lazy chunk (after a deploy) as well as from a render error.
 */
export function RouteErrorFallback({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return (
    <StatusScreen
      icon={CircleAlert}
      title="Something went wrong"
      action={
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      }
    >
      An unexpected error occurred while showing this page.
    </StatusScreen>
  );
}
