import { useEffect, useState } from 'react';
import { Page, PageHeader } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../settings';
import { useAuth } from '../../auth';
import { CalculatorForm } from '../components/calculator-form';
import { CalculatorMethod } from '../components/calculator-method';
import { clearDraft, EMPTY_FORM, formFromUser, readDraft } from '../lib/form-state';

/**
 * /calculator: open to everyone (the navigation shows it to all, SPEC section 2); saving needs
 * sign-in. Entries start from what a visitor typed before signing in, else the member's profile.
 */
export function CalculatorPage() {
  useDocumentTitle('Nutrition Calculator');
  const { user, isLoading } = useAuth();
  const [draft] = useState(readDraft);
  useEffect(clearDraft, []);
  return (
    <Page size="default" className="space-y-10">
      <PageHeader
        title="Nutrition Calculator"
        description="Work out your daily calorie needs and a macronutrient split that fits your goals."
      />
      {isLoading ? <PageSpinner /> : <CalculatorForm user={user} initial={draft ?? (user ? formFromUser(user) : EMPTY_FORM)} />}
      <div className="max-w-3xl">
        <CalculatorMethod />
      </div>
    </Page>
  );
}
