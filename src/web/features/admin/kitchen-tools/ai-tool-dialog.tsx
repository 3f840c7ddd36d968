import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { KITCHEN_TOOL_LIMITS, type KitchenTool, type ToolCategory } from '../../../../contracts/kitchen-tools';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/use-toast';
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

function AiToolForm({ tools, onShow }: { tools: readonly KitchenTool[]; onShow: (tool: KitchenTool, note: string) => void }) {
  const createWithAi = useCreateKitchenToolWithAi();
  const [toolName, setToolName] = useState('');
  const [category, setCategory] = useState<ToolCategory>('General');
  const [match, setMatch] = useState<KitchenTool | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMatch(null);
    setNameError(undefined);
    setProblem(null);
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
          const described = describeAiError(error);
          if (described.fields.toolName) setNameError(described.fields.toolName);
          else setProblem(described.message);
        },
      },
    );
  }

  const creating = createWithAi.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={creating}>
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <Field id="ai-tool-name" label="Tool name" error={nameError}>
          <Input
            value={toolName}
            maxLength={KITCHEN_TOOL_LIMITS.toolName.max}
            onChange={(e) => {
              setToolName(e.target.value);
              setMatch(null);
            }}
            placeholder="e.g. Tortilla press"
            autoComplete="off"
            disabled={creating}
          />
        </Field>
        <div className="space-y-2">
          <Label htmlFor="ai-tool-category">Category</Label>
          <CategorySelect id="ai-tool-category" value={category} onChange={(v) => v && setCategory(v)} />
        </div>
      </div>
      {match ? <ExistingMatch tool={match} onShow={() => onShow(match, 'Existing match')} /> : null}
      {creating ? (
        <p role="status" className="text-sm text-muted-foreground">
          Writing the purpose, product and priority with AI. This takes a few seconds.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
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
