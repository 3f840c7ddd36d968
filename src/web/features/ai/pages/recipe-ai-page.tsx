import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /recipe-ai (signed in). A later issue adds the AI tool. */
export function RecipeAiPage() {
  useDocumentTitle('Recipe AI');
  return (
    <Page size="narrow">
      <PageHeader title="Recipe AI" description="Transform any recipe to fit your diet, with a full nutrition analysis of the result." />
    </Page>
  );
}
