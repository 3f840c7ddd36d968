import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteSettings } from '../../settings/api/settings';
import { LOGIN_URL, useAuth } from '../api/use-auth';

/** /auth. A later issue adds the promo panel and the full sign-in flow. */
export function AuthPage() {
  const { siteName } = useSiteSettings();
  const { isLoading, isAuthenticated } = useAuth();
  useDocumentTitle('Sign In');
  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <Page size="narrow">
      <PageHeader
        title={`Welcome to ${siteName}`}
        description="Sign in to access all features and save recipes."
      >
        <Button asChild size="lg" className="mt-2">
          <a href={LOGIN_URL}>Sign in</a>
        </Button>
      </PageHeader>
    </Page>
  );
}
