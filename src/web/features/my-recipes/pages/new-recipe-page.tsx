import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { RecipeImport } from '../../../../contracts/recipe-input';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { ImportPanel } from '../components/import-panel';
import { RecipeEditor } from '../components/recipe-editor';
import { emptyRecipeForm, formFromImport } from '../lib/recipe-form';

/** /my-recipes/new: an empty editor, or one filled from a web page for review. */
export function NewRecipePage() {
  const [searchParams] = useSearchParams();
  // Each import starts the editor afresh from the draft (a new key remounts it).
  const [start, setStart] = useState(() => ({ form: emptyRecipeForm(), version: 0 }));
  useDocumentTitle('New Recipe');

  const onImported = (imported: RecipeImport) => setStart((s) => ({ form: formFromImport(imported), version: s.version + 1 }));

  return (
    <Page size="narrow" className="space-y-6 py-8 sm:py-12">
      <PageHeader title="New Recipe" description="Write a recipe of your own, or import one and make it yours." />
      <ImportPanel onImported={onImported} autoFocus={searchParams.has('import')} />
      <RecipeEditor key={start.version} initial={start.form} offerDraft={start.version === 0} />
    </Page>
  );
}
