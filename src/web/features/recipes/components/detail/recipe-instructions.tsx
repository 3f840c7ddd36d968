import type { Instruction } from '../../../../../contracts/recipe';
import { DetailSection } from './detail-section';
import { InstructionStepList, useStepProgress } from './instruction-step-list';

/** The tappable steps with their tips, or 'No instructions available for this recipe.' */
export function RecipeInstructions({ instructions }: { instructions: Instruction[] }) {
  const steps = instructions.filter((step) => typeof step.instruction === 'string' && step.instruction.trim() !== '');
  const { progress, toggle, completedCount } = useStepProgress(steps.length);
  return (
    <DetailSection
      title="Instructions"
      id="instructions-heading"
      printSection="instructions"
      action={
        steps.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite" data-print-hide="">
            {completedCount} of {steps.length} done
          </p>
        ) : null
      }
    >
      {steps.length === 0 ? (
        <p className="text-muted-foreground">No instructions available for this recipe.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-print-hide="">
            Tap a step to mark it done.
          </p>
          <InstructionStepList steps={steps} progress={progress} onToggle={toggle} className="-mx-3 sm:-mx-4" />
        </>
      )}
    </DetailSection>
  );
}
