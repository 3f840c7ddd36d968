import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile (signed in). A later issue adds the profile form, preferences and saved recipes. */
export function OwnProfilePage() {
  useDocumentTitle('My Profile');
  return (
    <Page size="narrow">
      <PageHeader title="My Profile" description="Manage your profile details, preferences and saved recipes." />
    </Page>
  );
}
