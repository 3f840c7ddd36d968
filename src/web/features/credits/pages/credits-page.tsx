import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /credits (signed in). A later issue adds the balance, history and purchase. */
export function CreditsPage() {
  useDocumentTitle('Credits');
  return (
    <Page size="narrow">
      <PageHeader title="Credits" description="See your credit balance and history, and top up to keep using the AI tools." />
    </Page>
  );
}
