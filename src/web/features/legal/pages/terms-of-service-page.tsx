import { useDocumentTitle, useSiteSettings } from '../../settings';
import { LegalDocument, LegalLink, LegalList, LegalNote, LegalSubheading, type LegalSection } from '../components/legal-document';

/** /terms-of-service (SPEC section 2, legal screens). */
export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  const { siteName } = useSiteSettings();

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      content: (
        <p>
          By using {siteName}, you agree to these Terms of Service and to our{' '}
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>. If you do not agree, please do not use the site.
          Visitors may browse, search, share and print recipes without an account; some features require you to sign in.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts',
      content: (
        <LegalList>
          <li>You must be at least 13 years old, and old enough to accept these terms where you live, to create an account.</li>
          <li>Keep the information in your account accurate, and keep your sign-in details secure and to yourself.</li>
          <li>You are responsible for all activity on your account. Tell our support team at once if you suspect misuse.</li>
          <li>One person may not use another person&apos;s account, and usernames that impersonate others are not allowed.</li>
        </LegalList>
      ),
    },
    {
      id: 'credits',
      title: 'Credits',
      content: (
        <>
          <p>
            Some features, such as Recipe AI and Recipe Ideas, are paid for with credits. Credits can be purchased in your
            account and are used up when you use those features.
          </p>
          <LegalNote>
            <LegalList>
              <li>Purchased credits are non-refundable, except as described in our Refund Policy.</li>
              <li>Purchased credits do not expire.</li>
              <li>Closing your account forfeits any credits remaining in it.</li>
              <li>We may change the number of credits a feature costs with 30 days&apos; notice.</li>
            </LegalList>
          </LegalNote>
          <p>
            Credits have no cash value, cannot be transferred or sold, and can only be used on {siteName}. Details of
            refunds are in our <LegalLink to="/refund-policy">Refund Policy</LegalLink>.
          </p>
          <LegalSubheading>Promotional credits</LegalSubheading>
          <p>
            We may give free credits, for example as part of a promotion. Promotional credits may expire, as stated in the
            offer, and are subject to any extra conditions of that offer.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Your content',
      content: (
        <>
          <p>
            You keep ownership of the recipes, images and other content you share. By posting content you give {siteName} a
            worldwide, non-exclusive, royalty-free licence to host, store, display, adapt for display (for example, resize
            images) and distribute it in order to operate and promote the service. For private recipes, this licence is
            limited to what is needed to store them and show them to you.
          </p>
          <p>You are responsible for what you share and confirm that you have the right to share it. Do not post content that:</p>
          <LegalList>
            <li>infringes someone else&apos;s copyright, trademark or other rights;</li>
            <li>is unlawful, hateful, harassing, misleading or sexually explicit;</li>
            <li>contains malware, spam or advertising we have not approved;</li>
            <li>gives dangerous health advice or unsafe food handling instructions.</li>
          </LegalList>
          <p>We may remove content that breaks these terms.</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      content: (
        <p>
          Do not misuse the service: no attempts to break into accounts or systems, no scraping or automated access that
          places an unreasonable load on the site, no interference with other users, and no use of the AI features to
          produce unlawful or harmful content.
        </p>
      ),
    },
    {
      id: 'nutrition-and-ai',
      title: 'Nutrition information and AI features',
      content: (
        <p>
          Nutrition figures, calorie estimates and AI-generated recipes are estimates provided for general information.
          They are not medical or dietary advice and may contain mistakes. Check ingredients for allergens, follow safe food
          handling practices, and consult a qualified professional about your diet and health.
        </p>
      ),
    },
    {
      id: 'affiliate-links',
      title: 'Recommended products and affiliate links',
      content: (
        <p>
          Some pages recommend kitchen tools with links to online retailers. As an associate of an online retailer, the
          site owner earns from qualifying purchases. This does not change the price you pay. Purchases are made with the
          retailer under its own terms.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      content: (
        <>
          <p>
            You may stop using {siteName} and close your account at any time. We may suspend or close an account that
            breaks these terms, that is used fraudulently, or when we are required to by law. Where appropriate we will
            tell you why.
          </p>
          <p>
            When an account is closed, access to its content and features ends and any remaining credits are forfeited.
            Sections of these terms that by their nature should continue, such as the content licence for content that was
            public, disclaimers and limitation of liability, survive termination.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and limitation of liability',
      content: (
        <p>
          {siteName} is provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent permitted by law, we
          make no warranties about the service and are not liable for indirect or consequential losses, or for losses
          arising from recipes, nutrition information or content provided by users. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          We may update these terms from time to time. For material changes we will give you at least 30 days&apos; notice,
          by email or by a notice on the site, before they take effect. Continuing to use {siteName} after a change takes
          effect means you accept the updated terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: <p>If you have questions about these terms, please contact our support team.</p>,
    },
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated="May 13, 2025"
      lastUpdatedIso="2025-05-13"
      summary={
        <p>
          These terms explain the rules for using {siteName}: your account, credits, the content you share, and what
          happens if an account is closed. Please read them carefully.
        </p>
      }
      sections={sections}
    />
  );
}
