import { CalendarClock, Hourglass, Infinity as Forever, Ban, UserX } from 'lucide-react';
import { Link } from '../../../lib/router';
import { COST_CHANGE_NOTICE_DAYS } from '../../../../contracts/credits';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import type { ExpiringCredits } from '../../../../contracts/credits';

function joinDates(dates: string[]): string {
  if (dates.length <= 1) return dates.join('');
  return `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}`;
}

/** The credit rules of SPEC section 1, with the member's own promotional expiry dates. */
export function CreditPolicy({ expiring, className }: { expiring: ExpiringCredits[]; className?: string }) {
  const dates = [...new Set(expiring.map((item) => formatDate(item.expiresAt)))];
  const rules = [
    { icon: Ban, text: 'Credits are non-refundable.' },
    { icon: Forever, text: 'Purchased credits never expire.' },
    {
      icon: Hourglass,
      text:
        dates.length > 0
          ? `Promotional credits may expire. Yours expire on ${joinDates(dates)}.`
          : 'Promotional credits may expire; their date shows in your history.',
    },
    { icon: UserX, text: 'Closing your account forfeits your credits.' },
    { icon: CalendarClock, text: `Credit costs change only with ${COST_CHANGE_NOTICE_DAYS} days’ notice.` },
  ];
  return (
    <section aria-labelledby="credit-policy-title" className={cn('rounded-2xl bg-muted/60 p-5', className)}>
      <h2 id="credit-policy-title" className="text-lg font-semibold">
        About credits
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm" data-testid="credit-policy">
        {rules.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-2.5">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to="/refund-policy" className="rounded-sm font-medium text-primary-text underline underline-offset-4">
          Read the refund policy
        </Link>
      </p>
    </section>
  );
}
