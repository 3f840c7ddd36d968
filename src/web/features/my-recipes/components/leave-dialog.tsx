import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { PendingLeave } from './use-leave-guard';

export interface LeaveDialogProps {
  pending: PendingLeave | null;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Leave without saving?': asked before a link or Cancel takes the member away from unsaved work. */
export function LeaveDialog({ pending, onStay, onLeave }: LeaveDialogProps) {
  // Closing clears `pending` before focus is returned, so the element is remembered here.
  const from = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (pending) from.current = pending.from;
  }, [pending]);
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onStay()}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          // Back on the link or button that asked to leave, where the member was.
          const element = from.current;
          if (element?.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            Your changes to this recipe are not saved. A draft stays on this device and is offered when you come back, until you log out.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onStay}>
            Keep Editing
          </Button>
          <Button variant="destructive" onClick={onLeave}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
