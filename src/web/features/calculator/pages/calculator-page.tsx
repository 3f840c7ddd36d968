import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /calculator. A later issue adds the calculator. */
export function CalculatorPage() {
  useDocumentTitle('Nutrition Calculator');
  return (
    <Page size="narrow">
      <PageHeader title="Nutrition Calculator" description="Work out your daily calorie needs and a macronutrient split that fits your goals." />
    </Page>
  );
}
