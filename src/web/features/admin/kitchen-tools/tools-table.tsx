import { useEffect } from 'react';
import type { KitchenTool } from '../../../../contracts/kitchen-tools';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PriorityLabel, ProductLink } from './tool-parts';

/** The row to point out (a tool just saved, or the existing tool a typed name matched) and why. */
export interface Highlight {
  id: number;
  note: string;
}

/**
 * One row per tool. On small screens each row is a stacked card (the header row is hidden and
 * every cell carries its own label); from `md` up it is a normal table. The highlighted row is
 * scrolled into view and says why it is marked.
 */
export function ToolsTable({
  tools,
  highlight,
  onEdit,
  onDelete,
}: {
  tools: KitchenTool[];
  highlight: Highlight | null;
  onEdit: (tool: KitchenTool) => void;
  onDelete: (tool: KitchenTool) => void;
}) {
  useEffect(() => {
    if (!highlight) return;
    document.querySelector(`[data-tool-id="${highlight.id}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight]);

  const cell = 'flex justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top';
  const label = 'text-xs text-muted-foreground md:hidden';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Kitchen tools, essentials first</caption>
      <thead className="hidden border-b border-border text-left text-xs text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">Tool</th>
          <th scope="col" className="px-3 py-2 font-medium">Category</th>
          <th scope="col" className="px-3 py-2 font-medium">Priority</th>
          <th scope="col" className="px-3 py-2 font-medium">Recommended product</th>
          <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-border">
        {tools.map((tool) => {
          const note = tool.id === highlight?.id ? highlight.note : null;
          const highlighted = note !== null;
          return (
            <tr
              key={tool.id}
              data-tool-id={tool.id}
              data-highlighted={highlighted || undefined}
              className={cn(
                'block rounded-2xl border border-border bg-card p-3 transition-colors md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-muted/50',
                // An inset bar, since a table row draws no border of its own.
                highlighted && 'border-primary bg-primary-soft shadow-[inset_4px_0_0_var(--color-primary)] md:bg-primary-soft md:hover:bg-primary-soft',
              )}
            >
              <th scope="row" className="block pb-1 text-left font-normal md:table-cell md:max-w-72 md:px-3 md:py-3">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words">{tool.toolName}</span>
                  {note ? <Badge variant="secondary">{note}</Badge> : null}
                </span>
                <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">{tool.purpose}</span>
              </th>
              <td className={cell}>
                <span className={label}>Category</span>
                {tool.category}
              </td>
              <td className={cell}>
                <span className={label}>Priority</span>
                <PriorityLabel priority={tool.priority} />
              </td>
              <td className={cell}>
                <span className={label}>Product</span>
                <span className="text-right md:text-left">
                  <span className="block break-words">{tool.recommendedProduct}</span>
                  <ProductLink tool={tool} />
                </span>
              </td>
              <td className="flex justify-end gap-2 pt-2 md:table-cell md:px-3 md:py-3 md:text-right md:whitespace-nowrap">
                <Button size="sm" variant="outline" onClick={() => onEdit(tool)}>
                  Edit<span className="sr-only"> {tool.toolName}</span>
                </Button>
                <Button size="sm" variant="ghost" className="text-destructive md:ml-2" onClick={() => onDelete(tool)}>
                  Delete<span className="sr-only"> {tool.toolName}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
