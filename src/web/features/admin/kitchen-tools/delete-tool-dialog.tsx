import type { KitchenTool } from '../../../../contracts/kitchen-tools';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useDeleteKitchenTool } from './kitchen-tools-api';

/** Asks before deleting `tool` (null: closed). */
export function DeleteToolDialog({ tool, onClose }: { tool: KitchenTool | null; onClose: () => void }) {
  const remove = useDeleteKitchenTool();
  const run = () => {
    if (!tool) return;
    remove.mutate(tool.id, {
      onSuccess: () => {
        toast({ title: 'Tool deleted', description: `${tool.toolName} is no longer recommended on recipe pages.` });
        onClose();
      },
      onError: (error) => toast({ title: 'The tool was not deleted', description: bodyMessage(error) ?? error.message, variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {tool?.toolName}?</DialogTitle>
          <DialogDescription>
            Recipe pages stop recommending it under ‘Everyday Kitchen Helpers’, and its affiliate link goes with it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={run}>
            {remove.isPending ? 'Deleting…' : 'Delete tool'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
