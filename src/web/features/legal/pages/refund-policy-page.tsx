import { useDocumentTitle, useSiteSettings } from '../../settings';
import { LegalDocument, LegalLink, LegalList, LegalNote, type LegalSection } from '../components/legal-document';

/** /refund-policy (SPEC section 2, legal screens). */
export function RefundPolicyPage() {
  useDocumentTitle('Refund Policy');
  const { siteName } = useSiteSettings();

  const sections: LegalSection[] = [
    {
      id: 'all-purchases-final',
      title: 'All credit purchases are final',
      content: (
        <>
          <p>
            Credits let you use the AI-powered features of {siteName}, such as Recipe AI and Recipe Ideas. Because credits
            are delivered to your account immediately and can be spent straight away, all credit purchases are final and
            non-refundable, except in the limited situations described in section 2.
          </p>
          <p>
            Purchased credits do not expire, so there is no need to use them by a particular date. Unused credits are not
            refunded when you stop using the service or close your account, as explained in our{' '}
            <LegalLink to="/terms-of-service">Terms of Service</LegalLink>.
          </p>
        </>
      ),
    },
    {
      id: 'exceptions',
      title: 'Limited exceptions',
      content: (
        <>
          <p>We will review a refund request in the following situations only:</p>
          <LegalList>
            <li>
              <strong>Technical issues:</strong> your payment was taken but the credits were not added to your account.
            </li>
            <li>
              <strong>Unauthorized transactions:</strong> a purchase was made on your account or with your payment method
              without your permission.
            </li>
            <li>
              <strong>Duplicate charges:</strong> you were charged more than once for the same purchase.
            </li>
          </LegalList>
          <p>
            For a technical issue we may resolve the problem by adding the missing credits to your account instead of
            issuing a refund, if you prefer.
          </p>
        </>
      ),
    },
    {
      id: 'time-limit',
      title: 'Time limit for requests',
      content: (
        <LegalNote>
          <p>
            Please contact us within <strong>7 days of the purchase</strong>. Requests received after that window cannot
            normally be considered, because payment records become harder to investigate and correct.
          </p>
        </LegalNote>
      ),
    },
    {
      id: 'how-to-request',
      title: 'How to request a refund',
      content: (
        <>
          <p>Send your request to our support team and include:</p>
          <LegalList>
            <li>the email address of your {siteName} account;</li>
            <li>the date and the amount of the transaction;</li>
            <li>a description of the problem;</li>
            <li>screenshots, such as the payment confirmation, bank statement line or any error message you saw.</li>
          </LegalList>
          <p>
            Complete information lets us find the transaction and resolve your request quickly. Never send us your full
            card number or your password; we will never ask for them.
          </p>
        </>
      ),
    },
    {
      id: 'review',
      title: 'How we review requests',
      content: (
        <>
          <p>
            We review every request against our payment records and reply by email, usually within a few business days. If
            a refund is approved, it is returned to the original payment method; depending on your bank or card issuer it
            can take 5 to 10 business days to appear on your statement.
          </p>
          <p>
            When a refund is issued, any credits from that purchase that remain in your account are removed. Credits that
            have already been spent are taken into account when we decide on a request.
          </p>
        </>
      ),
    },
    {
      id: 'payment-disputes',
      title: 'Payment disputes',
      content: (
        <p>
          If you believe a charge is wrong, please contact both our support team and your payment provider (your bank or
          card issuer). Contacting us as well as the provider is the fastest way to a resolution: most problems can be
          fixed directly, and we can share the transaction details your provider needs to settle the dispute.
        </p>
      ),
    },
    {
      id: 'promotional-credits',
      title: 'Promotional credits',
      content: (
        <p>
          Credits given for free, for example as part of a promotion or a welcome offer, have no cash value and cannot be
          refunded or exchanged. Promotional credits may expire as stated in the offer.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We may update this Refund Policy from time to time. The date at the top of this page shows when it was last
          changed. Purchases are governed by the policy in force on the date of the purchase. Our{' '}
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink> explains how we handle the information you send with a
          request.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Refund Policy"
      lastUpdated="June 16, 2025"
      lastUpdatedIso="2025-06-16"
      summary={
        <p>
          This policy explains when a purchase of {siteName} credits can be refunded. In short: all credit purchases are
          final, with a few limited exceptions that you must report within 7 days of the purchase.
        </p>
      }
      sections={sections}
    />
  );
}
