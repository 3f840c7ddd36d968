import { LoaderCircle, Sparkles } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { CreditFeature } from '../../../../contracts/credits';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useFeatureCost } from '../api/ai';
import { costLabel, creditsText } from '../lib/format-draft';

export interface PaidButtonProps extends Omit<ButtonProps, 'children'> {
  feature: CreditFeature;
  label: string;
  pending: boolean;
  pendingLabel?: string;
}

/** An action that spends credits, its cost on the button: 'Transform · 10 credits'. Disabled while it runs. */
export function PaidButton({ feature, label, pending, pendingLabel = 'Thinking…', disabled, ...props }: PaidButtonProps) {
  const { cost } = useFeatureCost(feature);
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
      {pending ? pendingLabel : costLabel(label, cost)}
    </Button>
  );
}

/**
 * The balance beside a paid action, an announced price change, and a way to buy credits when the
 * balance does not cover the cost (the server still decides: the action stays available).
 */
export function CreditHint({ feature, id }: { feature: CreditFeature; id?: string }) {
  const { user } = useAuth();
  const { cost, upcoming } = useFeatureCost(feature);
  const balance = user?.credits ?? 0;
  const short = cost !== undefined && balance < cost;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      You have {creditsText(balance)}.
      {upcoming ? ` From ${formatDate(upcoming.effectiveAt)} this costs ${creditsText(upcoming.cost)}.` : ''}
      {short ? (
        <>
          {' '}
          That is not enough for this.{' '}
          <Link to="/credits" className="font-medium text-primary-text underline underline-offset-4">
            Buy credits
          </Link>
        </>
      ) : null}
    </p>
  );
}
