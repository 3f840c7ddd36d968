import { ListPlus } from 'lucide-react';
import { useNavigate } from '../../../lib/router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { ToastAction } from '../../../components/ui/toast';
import { toast } from '../../../lib/use-toast';
import { useGatherFromPlan } from '../api/shopping-list';
import { failureText, gatheredText } from '../lib/messages';

export interface AddToListButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The first and last planned day gathered (both included). */
  from: string;
  to: string;
  label: string;
}

/**
 * "Add week to list" on the planner: the planned recipes' ingredients from `from` to `to`, scaled
 * to each entry's servings and merged into the member's shopping list by the server; the toast
 * leads to the list.
 */
export function AddToListButton({ from, to, label, variant = 'ghost', size = 'sm', className }: AddToListButtonProps) {
  const gather = useGatherFromPlan();
  const navigate = useNavigate();
  const onClick = () =>
    gather.mutate(
      { from, to },
      {
        onSuccess: (result) => {
          const { title, description } = gatheredText(result);
          const open = (
            <ToastAction altText="Open your shopping list" onClick={() => void navigate('/shopping-list')}>
              Open list
            </ToastAction>
          );
          toast({ title, description, action: result.gathered > 0 ? open : undefined });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not add to your shopping list', description: failureText(error) }),
      },
    );
  return (
    <Button variant={variant} size={size} className={className} onClick={onClick} disabled={gather.isPending}>
      <ListPlus aria-hidden="true" />
      {label}
    </Button>
  );
}
