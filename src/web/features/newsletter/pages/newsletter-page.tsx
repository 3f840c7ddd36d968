import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle, useSiteSettings } from '../../settings';
import { NewsletterBenefits } from '../components/newsletter-benefits';
import { NewsletterSignupForm } from '../components/newsletter-signup-form';

/** /newsletter (SPEC section 2): the benefits and the subscription form. */
export function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const { siteName } = useSiteSettings();
  return (
    <Page size="medium" className="space-y-10">
      <PageHeader
        eyebrow="Newsletter"
        title={`Join the ${siteName} newsletter`}
        description="Exclusive recipes, cooking tips and seasonal updates delivered to your inbox, about 1-2 newsletters per month."
      />
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
        <NewsletterBenefits siteName={siteName} />
        <Card>
          <CardHeader className="p-6 pb-2 sm:p-8 sm:pb-2">
            <h2 className="text-xl font-semibold tracking-tight">Subscribe</h2>
            <p className="text-sm text-muted-foreground">It takes a few seconds. Only your email is required.</p>
          </CardHeader>
          <CardContent className="p-6 pt-4 sm:p-8 sm:pt-4">
            <NewsletterSignupForm siteName={siteName} />
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
