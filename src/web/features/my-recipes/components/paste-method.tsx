import { useState } from 'react';
import { RECIPE_LIMITS } from '../../../../contracts/recipe-input';
import { splitMethod } from '../../../../domain/method-steps';
import { Button } from '../../../components/ui/button';
import { fitting } from '../lib/pasted-rows';
import { PastePanel, reviewHeadingId } from './paste-panel';

const ID = 'paste-method';

export interface PasteMethodProps {
  /** How many more steps the recipe can hold. */
  room: number;
  onAdd: (steps: string[]) => void;
}

const count = (n: number) => `${n} step${n === 1 ? '' : 's'}`;

/** 'Paste the method': the whole method split into steps, shown in order, then added. */
export function PasteMethod({ room, onAdd }: PasteMethodProps) {
  return (
    <PastePanel
      id={ID}
      toggleLabel="Paste the method"
      textLabel="The whole method"
      hint="Steps are split on line breaks and numbers such as “1.” or “Step 2:”. A heading such as “For the sauce:” starts the step after it."
      placeholder={'1. Preheat the oven to 200°C.\n2. Mix the flour and salt.\n3. Bake for 20 minutes.'}
    >
      {(text, actions) => <MethodReview text={text} room={room} onAdd={onAdd} back={actions.back} close={() => actions.close({ focusToggle: false })} />}
    </PastePanel>
  );
}

function MethodReview({ text, room, onAdd, back, close }: { text: string; room: number; onAdd: (steps: string[]) => void; back: () => void; close: () => void }) {
  const [steps] = useState(() => splitMethod(text));
  const kept = fitting(steps, 0, room);
  return (
    <div className="space-y-3">
      <h3 id={reviewHeadingId(ID)} tabIndex={-1} className="text-sm font-semibold focus:outline-none">
        {steps.length === 0 ? 'No steps found in the text' : `${count(steps.length)} found`}
      </h3>
      {kept.length < steps.length ? (
        <p className="text-sm font-medium text-destructive">
          Only the first {count(kept.length)} fit: a recipe holds up to {RECIPE_LIMITS.instructions} steps.
        </p>
      ) : null}
      <ol className="list-decimal space-y-2 pl-6 text-sm" aria-label="Steps found">
        {steps.map((step, index) => (
          <li key={index} className="break-words">
            {step}
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">You can change each step once it is added.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={kept.length === 0}
          onClick={() => {
            onAdd(kept);
            close();
          }}
        >
          Add {count(kept.length)}
        </Button>
        <Button variant="outline" onClick={back}>
          Back to the text
        </Button>
      </div>
    </div>
  );
}
