import { useId } from 'react';
import { WEEK_STARTS, type WeekStart } from '../../../../contracts/meal-plan';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useSavePlanSettings } from '../api/meal-plan';

const NAMES: Readonly<Record<WeekStart, string>> = { monday: 'Monday', sunday: 'Sunday', saturday: 'Saturday' };

/** "Week starts on": the member's first day of the week, saved at once (GET/PUT /api/meal-plan/settings). */
export function WeekStartSelect({ value, disabled }: { value: WeekStart; disabled?: boolean }) {
  const id = useId();
  const save = useSavePlanSettings();
  const shown = save.isPending ? save.variables.weekStart : value;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 font-normal text-muted-foreground">
        Week starts on
      </Label>
      <NativeSelect
        id={id}
        value={shown}
        disabled={disabled}
        className="h-9 w-auto pr-8"
        onChange={(event) =>
          save.mutate(
            { weekStart: event.target.value as WeekStart },
            { onError: (error) => toast({ variant: 'destructive', title: 'Could not save', description: bodyMessage(error) ?? 'Please try again.' }) },
          )
        }
      >
        {WEEK_STARTS.map((day) => (
          <option key={day} value={day}>
            {NAMES[day]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
