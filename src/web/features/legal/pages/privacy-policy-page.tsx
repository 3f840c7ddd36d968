import { useDocumentTitle, useSiteSettings } from '../../settings';
import { LegalDocument, LegalLink, LegalList, LegalNote, LegalSubheading, type LegalSection } from '../components/legal-document';

/** /privacy-policy (SPEC section 2, legal screens). */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  const { siteName } = useSiteSettings();

  const sections: LegalSection[] = [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      content: (
        <>
          <p>We collect only what we need to run {siteName} and to provide the features you choose to use.</p>
          <LegalSubheading>Account information</LegalSubheading>
          <p>
            When you sign in, we receive your email address and, if your sign-in provider shares them, your name and
            profile picture. We create an account with a unique identifier, your role and your credit balance.
          </p>
          <LegalSubheading>Profile information</LegalSubheading>
          <p>
            You may add a username, first and last name, a short bio and a profile picture, and choose whether your
            profile is visible to others. For the nutrition calculator you may also provide your age, height, weight,
            gender, activity level, dietary preferences and nutritional goals. These details are optional and are used
            only to calculate your personal nutrition figures.
          </p>
          <LegalSubheading>Content you share</LegalSubheading>
          <p>
            Recipes, images and other content you create or upload, the recipes you save, and whether each of your
            recipes is public or private.
          </p>
          <LegalSubheading>Communications</LegalSubheading>
          <p>
            Messages you send to our support team, such as questions or refund requests, and the information you include
            with them.
          </p>
          <LegalSubheading>Newsletter</LegalSubheading>
          <p>
            If you subscribe, your email address, your first and last name if you provide them, the topics you are
            interested in and a record of your consent.
          </p>
          <LegalSubheading>Purchases and usage</LegalSubheading>
          <p>
            When you buy credits, the payment provider processes your card details; we never see or store your full card
            number. We keep a record of each transaction and of how credits are spent. We also collect basic usage
            information, such as pages viewed, features used and clicks on recommended products, together with technical
            data like browser type and approximate time of the visit.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      content: (
        <LegalList>
          <li>to provide, maintain and secure your account and the features of {siteName};</li>
          <li>to show your public profile and recipes to other visitors, according to your visibility settings;</li>
          <li>to calculate nutrition figures and personalise recipe suggestions;</li>
          <li>to process credit purchases, keep your credit balance and handle refund requests;</li>
          <li>to send the newsletter you subscribed to, and service messages about your account;</li>
          <li>to answer your questions and requests;</li>
          <li>to understand how the site is used so we can improve it, and to detect and prevent abuse;</li>
          <li>to meet our legal obligations.</li>
        </LegalList>
      ),
    },
    {
      id: 'how-we-share-information',
      title: 'How we share information',
      content: (
        <>
          <LegalNote>
            <p>We do not sell your personal information.</p>
          </LegalNote>
          <p>We share information only in these cases:</p>
          <LegalList>
            <li>
              <strong>With other users:</strong> your username, public profile details and public recipes are visible to
              everyone. Private profiles and private recipes are not shown to others.
            </li>
            <li>
              <strong>With service providers</strong> who work on our behalf: hosting, email delivery, payment processing and
              the AI model providers that power AI features. They may use the information only to provide their service to
              us.
            </li>
            <li>
              <strong>For legal reasons:</strong> when required by law, or to protect the rights, safety and property of
              our users and of {siteName}.
            </li>
            <li>
              <strong>In a business transfer:</strong> if {siteName} is merged or sold, in which case this policy continues
              to apply to your information.
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Data security',
      content: (
        <p>
          We protect your information with encrypted connections, secure session cookies, access controls and regular
          backups, and we limit access to the people who need it. No method of transmission or storage is completely
          secure, so we cannot guarantee absolute security, but we work to protect your information and will inform you
          of a breach that affects you as required by law.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data retention',
      content: (
        <p>
          We keep your information for as long as your account is active or as needed to provide the service. When you
          close your account we delete or anonymise your personal information, except records we must keep for legal,
          tax or accounting reasons, such as purchase records. Newsletter data is kept until you unsubscribe.
        </p>
      ),
    },
    {
      id: 'cookies-and-choices',
      title: 'Cookies and your choices',
      content: (
        <>
          <p>
            We use a session cookie to keep you signed in and small amounts of browser storage to remember choices, such as
            dismissing the install banner. We use first-party analytics to count page views and feature use. We do not use
            advertising cookies.
          </p>
          <p>You are in control of your information:</p>
          <LegalList>
            <li>you can block or delete cookies in your browser settings, although signing in requires the session cookie;</li>
            <li>you can edit your profile, make it private, and set any of your recipes to private;</li>
            <li>you can unsubscribe from the newsletter at any time using the link in every email;</li>
            <li>you can ask for a copy of your information, or ask us to correct or delete it, by contacting our support team.</li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'children',
      title: "Children's privacy",
      content: (
        <p>
          {siteName} is not directed to children under 13, and we do not knowingly collect personal information from them.
          If you believe a child has given us personal information, please contact our support team and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We may update this Privacy Policy from time to time. For material changes we will give you at least 30 days&apos;
          notice, by email or by a notice on the site, before the change takes effect. The date at the top of this page
          shows when the policy was last updated.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <p>
          If you have questions about this policy or your information, please contact our support team. See also our{' '}
          <LegalLink to="/terms-of-service">Terms of Service</LegalLink> and{' '}
          <LegalLink to="/refund-policy">Refund Policy</LegalLink>.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="May 13, 2025"
      lastUpdatedIso="2025-05-13"
      summary={
        <p>
          Your privacy matters to us. This policy explains what information {siteName} collects, how we use and share it,
          how we keep it safe and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
