import { useState, type FormEvent } from 'react';
import { KITCHEN_TOOL_LIMITS, TOOL_PRIORITIES, TOOL_PRIORITY_LABELS, type KitchenTool, type ToolCategory } from '../../../../contracts/kitchen-tools';
import { amazonSearchLink } from '../../../../domain/amazon-link';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { Field, Textarea } from '../settings/components/form-pieces';
import { useCreateKitchenTool, useUpdateKitchenTool } from './kitchen-tools-api';
import { CategorySelect } from './tool-parts';

/** What went wrong, under the field it concerns: a taken name (409) belongs to the name. */
function formErrors(error: unknown): FieldErrors {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  const message = bodyMessage(error) ?? (error instanceof Error ? error.message : 'The tool could not be saved');
  return isApiError(error) && error.status === 409 ? { toolName: message } : { form: message };
}

function ToolForm({ tool, onDone }: { tool: KitchenTool | null; onDone: (tool: KitchenTool) => void }) {
  const create = useCreateKitchenTool();
  const update = useUpdateKitchenTool();
  const saving = create.isPending || update.isPending;
  const [toolName, setToolName] = useState(tool?.toolName ?? '');
  const [category, setCategory] = useState<ToolCategory>((tool?.category as ToolCategory | undefined) ?? 'General');
  const [priority, setPriority] = useState(String(tool?.priority ?? 2));
  const [purpose, setPurpose] = useState(tool?.purpose ?? '');
  const [product, setProduct] = useState(tool?.recommendedProduct ?? '');
  const [link, setLink] = useState(tool?.amazonLink ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body = { toolName, category, priority: Number(priority), purpose, recommendedProduct: product, amazonLink: link };
    const handlers = {
      onSuccess: (saved: KitchenTool) => {
        toast({ title: tool ? 'Tool saved' : 'Tool added', description: `${saved.toolName} is in the catalogue.` });
        onDone(saved);
      },
      onError: (error: unknown) => setErrors(formErrors(error)),
    };
    if (tool) update.mutate({ id: tool.id, body }, handlers);
    else create.mutate(body, handlers);
  }

  const searchPreview = link.trim() === '' && product.trim() !== '' ? amazonSearchLink(product) : null;
  return (
    // The server checks every field and names the one that is wrong; its messages show under it.
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="tool-name" label="Tool name" error={errors.toolName}>
        <Input value={toolName} maxLength={KITCHEN_TOOL_LIMITS.toolName.max} onChange={(e) => setToolName(e.target.value)} autoComplete="off" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="tool-category">Category</Label>
          <CategorySelect id="tool-category" value={category} onChange={(v) => v && setCategory(v)} invalid={Boolean(errors.category)} describedBy={errors.category ? 'tool-category-error' : undefined} />
          {errors.category ? <p id="tool-category-error" role="alert" className="text-sm font-medium text-destructive">{errors.category}</p> : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="tool-priority">Priority</Label>
          <Select value={priority} onValueChange={setPriority}>
            <SelectTrigger id="tool-priority" aria-invalid={errors.priority ? true : undefined} aria-describedby={errors.priority ? 'tool-priority-error' : undefined}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TOOL_PRIORITIES.map((p) => (
                <SelectItem key={p} value={String(p)}>{`${p} · ${TOOL_PRIORITY_LABELS[p]}`}</SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.priority ? <p id="tool-priority-error" role="alert" className="text-sm font-medium text-destructive">{errors.priority}</p> : null}
        </div>
      </div>
      <Field id="tool-purpose" label="Purpose" hint="What it does and why it helps, in a sentence or two." error={errors.purpose}>
        <Textarea value={purpose} rows={3} maxLength={KITCHEN_TOOL_LIMITS.purpose.max} onChange={(e) => setPurpose(e.target.value)} className="min-h-20" />
      </Field>
      <Field id="tool-product" label="Recommended product" error={errors.recommendedProduct}>
        <Input value={product} maxLength={KITCHEN_TOOL_LIMITS.recommendedProduct.max} onChange={(e) => setProduct(e.target.value)} autoComplete="off" />
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
        error={errors.amazonLink}
      >
        <Input type="url" inputMode="url" value={link} maxLength={KITCHEN_TOOL_LIMITS.amazonLink.max} onChange={(e) => setLink(e.target.value)} placeholder="https://www.amazon.com/…" autoComplete="off" spellCheck={false} />
      </Field>
      {errors.form ? <p role="alert" className="text-sm font-medium text-destructive">{errors.form}</p> : null}
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
