import { useId, useState } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { useReturnFocus } from '../../../../lib/use-return-focus';
import {
  PRINT_SECTIONS,
  defaultPrintSelection,
  printWithSections,
  type PrintSection,
  type PrintSelection,
} from './print-sections';

export interface PrintOptionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Print Options': choose the sections of the recipe to print, then open the browser's print. */
export function PrintOptionsDialog({ open, onOpenChange }: PrintOptionsDialogProps) {
  const [selection, setSelection] = useState<PrintSelection>(defaultPrintSelection);
  const returnFocus = useReturnFocus();
  const idPrefix = useId();

  const toggle = (section: PrintSection, checked: boolean) =>
    setSelection((current) => ({ ...current, [section]: checked }));

  const handlePrint = () => {
    const chosen = selection;
    onOpenChange(false);
    // Print once the dialog (and its scroll lock) is gone, so the page paginates normally.
    window.setTimeout(() => {
      printWithSections(chosen, {
        target: document.documentElement,
        print: () => window.print(),
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      });
    }, 0);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Print Options</DialogTitle>
          <DialogDescription>Choose what to include in the printed recipe.</DialogDescription>
        </DialogHeader>

        <fieldset className="min-w-0">
          <legend className="sr-only">Sections to print</legend>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {PRINT_SECTIONS.map((section) => {
              const id = `${idPrefix}-${section.id}`;
              return (
                <li key={section.id}>
                  <Label
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2.5 text-[0.9375rem] leading-snug font-normal transition-colors hover:bg-muted/60"
                  >
                    <Checkbox
                      id={id}
                      checked={selection[section.id]}
                      onCheckedChange={(checked) => toggle(section.id, checked === true)}
                    />
                    <span>{section.label}</span>
                  </Label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={handlePrint}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
