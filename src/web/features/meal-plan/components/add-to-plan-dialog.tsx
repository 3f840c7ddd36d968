import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { today } from '../lib/week';
import { RecipeEntryForm } from './recipe-entry-form';

export interface AddToPlanDialogProps {
  recipe: { id: number; title: string; servings: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Add to Meal Plan' (issue 18), from a recipe's page or its card: a day, a meal, the servings
 * cooked (the recipe's own to begin with) and how many of them the member eats, which is what
 * counts against their targets.
 */
export function AddToPlanDialog({ recipe, open, onOpenChange }: AddToPlanDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Add to Meal Plan</DialogTitle>
          <DialogDescription>Plan “{recipe.title}” for a day and a meal.</DialogDescription>
        </DialogHeader>
        <RecipeEntryForm
          recipe={recipe}
          date={today()}
          meal="dinner"
          onAdded={() => onOpenChange(false)}
          secondary={
            <Button type="button" variant="ghost" asChild>
              <Link to="/meal-plan">Open my meal plan</Link>
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
