import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { KITCHEN_TOOL_LIMITS, kitchenToolAiInputSchema, type KitchenTool, type ToolCategory } from '../../../../contracts/kitchen-tools';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { describeAiError } from '../../ai';
import { Field } from '../settings/components/form-pieces';
import { useCreateKitchenToolWithAi } from './kitchen-tools-api';
import { existingTool } from './tool-lookup';
import { CategorySelect, PriorityLabel } from './tool-parts';

/** The tool already in the catalogue under a name close to the typed one; nothing was created. */
function ExistingMatch({ tool, onShow }: { tool: KitchenTool; onShow: () => void }) {
  return (
    <div role="status" data-testid="existing-tool-match" className="space-y-3 rounded-2xl border border-border bg-muted/50 p-4 text-sm">
      <p>
        This tool is already in the catalogue, so nothing was created:
      </p>
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {tool.toolName} <PriorityLabel priority={tool.priority} />
        </p>
        <p className="text-muted-foreground">{tool.category} · {tool.recommendedProduct}</p>
        <p className="text-muted-foreground">{tool.purpose}</p>
      </div>
      <Button size="sm" variant="outline" onClick={onShow}>
        Show it in the table
      </Button>
    </div>
  );
}

/** A 400 about the name ('toolName') goes under it; any other failure shows below the form. */
const nameField = (serverField: string) => (serverField.split('.')[0] === 'toolName' ? 'toolName' : undefined);

function AiToolForm({ tools, onShow }: { tools: readonly KitchenTool[]; onShow: (tool: KitchenTool, note: string) => void }) {
  const createWithAi = useCreateKitchenToolWithAi();
  // The shared contract checks the name here as the server does; its message stays until the next try.
  const form = useZodForm(kitchenToolAiInputSchema, { defaultValues: { toolName: '', category: 'General' } });
  const { errors } = form.formState;
  const category = form.watch('category') as ToolCategory;
  const [match, setMatch] = useState<KitchenTool | null>(null);

  const submit = form.handleSubmit(({ toolName, category }) => {
    // SPEC: names are matched on the client first; the AI is asked only when nothing matches.
    const found = existingTool(toolName, tools);
    if (found) {
      setMatch(found);
      return;
    }
    createWithAi.mutate(
      { toolName, category },
      {
        onSuccess: ({ created, tool }) => {
          if (!created) {
            setMatch(tool);
            return;
          }
          toast({ title: 'Tool created with AI', description: `${tool.toolName} was added. Check its text and link.` });
          onShow(tool, 'Created with AI');
        },
        onError: (error) => {
          if (!setServerErrors(error, form.setError, { field: nameField })) form.setError('root', { type: 'server', message: describeAiError(error).message });
        },
      },
    );
  });

  const creating = createWithAi.isPending;
  return (
    <form
      onSubmit={(event) => {
        setMatch(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
      aria-busy={creating}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <Field id="ai-tool-name" label="Tool name" error={errors.toolName?.message}>
          <Input
            {...form.register('toolName', { onChange: () => setMatch(null) })}
            maxLength={KITCHEN_TOOL_LIMITS.toolName.max}
            placeholder="e.g. Tortilla press"
            autoComplete="off"
            disabled={creating}
          />
        </Field>
        <div className="space-y-2">
          <Label htmlFor="ai-tool-category">Category</Label>
          <CategorySelect id="ai-tool-category" value={category} onChange={(v) => v && form.setValue('category', v)} />
        </div>
      </div>
      {match ? <ExistingMatch tool={match} onShow={() => onShow(match, 'Existing match')} /> : null}
      {creating ? (
        <p role="status" className="text-sm text-muted-foreground">
          Writing the purpose, product and priority with AI. This takes a few seconds.
        </p>
      ) : null}
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={creating}>
          <Sparkles aria-hidden="true" />
          {creating ? 'Creating…' : 'Create with AI'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Create with AI": a name and a category; the AI writes the purpose, the product and the
 * priority, and the link is a search for the product. A name close to an existing tool shows
 * that tool instead. `onShow` gets the new or the existing tool, and a note saying which.
 */
export function AiToolDialog({
  open,
  tools,
  onClose,
  onShow,
}: {
  open: boolean;
  tools: readonly KitchenTool[];
  onClose: () => void;
  onShow: (tool: KitchenTool, note: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create a tool with AI</DialogTitle>
          <DialogDescription>
            Name the tool and the kind of recipes it is for. If a tool with a close name exists, it is shown instead.
          </DialogDescription>
        </DialogHeader>
        {open ? <AiToolForm tools={tools} onShow={onShow} /> : null}
      </DialogContent>
    </Dialog>
  );
}
