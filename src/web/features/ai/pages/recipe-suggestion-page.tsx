import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /recipe-suggestion (signed in). A later issue adds the AI tool. */
export function RecipeSuggestionPage() {
  useDocumentTitle('Recipe Ideas');
  return (
    <Page size="narrow">
      <PageHeader title="Recipe Ideas" description="Tell us what is in your kitchen and get recipe ideas built around it." />
    </Page>
  );
}
