import { Link } from '../../../lib/router';

/** 'refund policy', linked, inside a sentence about a payment that went wrong. */
export function RefundPolicyLink() {
  return (
    <Link to="/refund-policy" className="rounded-sm font-medium text-primary-text underline underline-offset-4">
      refund policy
    </Link>
  );
}
