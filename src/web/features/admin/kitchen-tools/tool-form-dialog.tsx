import { KITCHEN_TOOL_LIMITS, kitchenToolInputSchema, TOOL_PRIORITIES, TOOL_PRIORITY_LABELS, type KitchenTool, type KitchenToolInput, type ToolCategory } from '../../../../contracts/kitchen-tools';
import { amazonSearchLink } from '../../../../domain/amazon-link';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { Field, Textarea } from '../settings/components/form-pieces';
import { useCreateKitchenTool, useUpdateKitchenTool } from './kitchen-tools-api';
import { CategorySelect } from './tool-parts';

const toolFormValues = (tool: KitchenTool | null): KitchenToolInput => ({
  toolName: tool?.toolName ?? '',
  category: (tool?.category as ToolCategory | undefined) ?? 'General',
  priority: tool?.priority ?? 2,
  purpose: tool?.purpose ?? '',
  recommendedProduct: tool?.recommendedProduct ?? '',
  amazonLink: tool?.amazonLink ?? '',
});

function ToolForm({ tool, onDone }: { tool: KitchenTool | null; onDone: (tool: KitchenTool) => void }) {
  const create = useCreateKitchenTool();
  const update = useUpdateKitchenTool();
  const saving = create.isPending || update.isPending;
  // The shared contract checks the tool here as the server does; messages stay until the next try.
  const form = useZodForm(kitchenToolInputSchema, { defaultValues: toolFormValues(tool) });
  const { errors } = form.formState;
  const [category, priority, product, link] = form.watch(['category', 'priority', 'recommendedProduct', 'amazonLink']);

  const submit = form.handleSubmit((body) => {
    const handlers = {
      onSuccess: (saved: KitchenTool) => {
        toast({ title: tool ? 'Tool saved' : 'Tool added', description: `${saved.toolName} is in the catalogue.` });
        onDone(saved);
      },
      // A taken name (409) belongs to the name; anything else not about a field shows below the form.
      onError: (error: unknown) => {
        if (setServerErrors(error, form.setError)) return;
        const message = bodyMessage(error) ?? (error instanceof Error ? error.message : 'The tool could not be saved');
        form.setError(isApiError(error) && error.status === 409 ? 'toolName' : 'root', { type: 'server', message });
      },
    };
    if (tool) update.mutate({ id: tool.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  const searchPreview = (link ?? '').trim() === '' && product.trim() !== '' ? amazonSearchLink(product) : null;
  return (
    // The contract names the field that is wrong, here or on the server; its message shows under it.
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field id="tool-name" label="Tool name" error={errors.toolName?.message}>
        <Input {...form.register('toolName')} maxLength={KITCHEN_TOOL_LIMITS.toolName.max} autoComplete="off" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="tool-category">Category</Label>
          <CategorySelect id="tool-category" value={category} onChange={(v) => v && form.setValue('category', v)} invalid={Boolean(errors.category)} describedBy={errors.category ? 'tool-category-error' : undefined} />
          {errors.category ? <p id="tool-category-error" role="alert" className="text-sm font-medium text-destructive">{errors.category.message}</p> : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="tool-priority">Priority</Label>
          <Select value={String(priority)} onValueChange={(v) => form.setValue('priority', Number(v))}>
            <SelectTrigger id="tool-priority" aria-invalid={errors.priority ? true : undefined} aria-describedby={errors.priority ? 'tool-priority-error' : undefined}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TOOL_PRIORITIES.map((p) => (
                <SelectItem key={p} value={String(p)}>{`${p} · ${TOOL_PRIORITY_LABELS[p]}`}</SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.priority ? <p id="tool-priority-error" role="alert" className="text-sm font-medium text-destructive">{errors.priority.message}</p> : null}
        </div>
      </div>
      <Field id="tool-purpose" label="Purpose" hint="What it does and why it helps, in a sentence or two." error={errors.purpose?.message}>
        <Textarea {...form.register('purpose')} rows={3} maxLength={KITCHEN_TOOL_LIMITS.purpose.max} className="min-h-20" />
      </Field>
      <Field id="tool-product" label="Recommended product" error={errors.recommendedProduct?.message}>
        <Input {...form.register('recommendedProduct')} maxLength={KITCHEN_TOOL_LIMITS.recommendedProduct.max} autoComplete="off" />
      </Field>
      <Field
        id="tool-link"
        label="Affiliate link"
        hint={
          searchPreview ? (
            <>Empty: links to an Amazon search for the product, <span className="break-all">{searchPreview}</span></>
          ) : (
            'An https:// address, or empty to link to an Amazon search for the product.'
          )
        }
        error={errors.amazonLink?.message}
      >
        <Input type="url" inputMode="url" {...form.register('amazonLink')} maxLength={KITCHEN_TOOL_LIMITS.amazonLink.max} placeholder="https://www.amazon.com/…" autoComplete="off" spellCheck={false} />
      </Field>
      {errors.root ? <p role="alert" className="text-sm font-medium text-destructive">{errors.root.message}</p> : null}
      <DialogFooter>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : tool ? 'Save changes' : 'Add tool'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add a tool (`tool` null) or edit one, in a dialog; `onSaved` gets the stored tool. */
export function ToolFormDialog({
  open,
  tool,
  onClose,
  onSaved,
}: {
  open: boolean;
  tool: KitchenTool | null;
  onClose: () => void;
  onSaved: (tool: KitchenTool) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{tool ? `Edit ${tool.toolName}` : 'Add a kitchen tool'}</DialogTitle>
          <DialogDescription>Shown on recipe pages under ‘Everyday Kitchen Helpers’ when a recipe lists the tool.</DialogDescription>
        </DialogHeader>
        {/* Keyed so each opening starts from the tool as stored. */}
        {open ? <ToolForm key={tool?.id ?? 'new'} tool={tool} onDone={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}
