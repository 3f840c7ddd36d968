import { ListStatus } from '../components/list-status';
import { Plus, Sparkles } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { KitchenTool } from '../../../../contracts/kitchen-tools';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { AiToolDialog } from './ai-tool-dialog';
import { DeleteToolDialog } from './delete-tool-dialog';
import { useKitchenToolList } from './kitchen-tools-api';
import { ToolFormDialog } from './tool-form-dialog';
import { filterTools, type ToolFilters } from './tool-lookup';
import { CategorySelect } from './tool-parts';
import { ToolsTable, type Highlight } from './tools-table';

/** The open dialog: the form (a tool, or null for a new one), the delete question, or Create with AI. */
type Open = { kind: 'form'; tool: KitchenTool | null } | { kind: 'delete'; tool: KitchenTool } | { kind: 'ai' } | null;

/** /admin/kitchen-tools: the recommended tools of recipe pages; add, edit, delete, or create one with AI. */
export function KitchenToolsPage() {
  useDocumentTitle('Kitchen Tools · Admin');
  const { data, isPending, error, refetch } = useKitchenToolList();
  const [filters, setFilters] = useState<ToolFilters>({ search: '', category: '' });
  const deferredSearch = useDeferredValue(filters.search);
  const [open, setOpen] = useState<Open>(null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const tools = data ?? [];
  const shown = filterTools(tools, { ...filters, search: deferredSearch });

  /** Closes the dialog and marks the tool in the table, clearing filters that would hide it. */
  function show(tool: KitchenTool, note: string) {
    setOpen(null);
    if (filterTools([tool], filters).length === 0) setFilters({ search: '', category: '' });
    setHighlight({ id: tool.id, note });
  }

  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title="Kitchen Tools" description="Recommended tools and their affiliate links, shown on recipe pages under ‘Everyday Kitchen Helpers’." />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen({ kind: 'form', tool: null })}>
          <Plus aria-hidden="true" />
          Add tool
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: 'ai' })} disabled={!data}>
          <Sparkles aria-hidden="true" />
          Create with AI
        </Button>
      </div>
      <form role="search" className="grid gap-3 sm:grid-cols-[1fr_12rem]" onSubmit={(e) => e.preventDefault()}>
        <div className="space-y-1">
          <Label htmlFor="tools-search">Search</Label>
          <Input id="tools-search" type="search" placeholder="Name, purpose or product" value={filters.search} onChange={(e) => setFilters({ ...filters, search: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="tools-category">Category</Label>
          <CategorySelect id="tools-category" value={filters.category} onChange={(category) => setFilters({ ...filters, category })} allLabel="All categories" />
        </div>
      </form>
      <ListStatus what="kitchen tools" isPending={isPending} error={error} onRetry={() => void refetch()} />
      {data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shown.length === tools.length ? `${tools.length} tools` : `${shown.length} of ${tools.length} tools`}
        </p>
      )}
      {data && shown.length === 0 && <p className="text-muted-foreground">No tools match.</p>}
      {shown.length > 0 && (
        <ToolsTable
          tools={shown}
          highlight={highlight}
          onEdit={(tool) => setOpen({ kind: 'form', tool })}
          onDelete={(tool) => setOpen({ kind: 'delete', tool })}
        />
      )}
      <ToolFormDialog
        open={open?.kind === 'form'}
        tool={open?.kind === 'form' ? open.tool : null}
        onClose={() => setOpen(null)}
        onSaved={(tool) => show(tool, open?.kind === 'form' && open.tool ? 'Saved' : 'Added')}
      />
      <DeleteToolDialog tool={open?.kind === 'delete' ? open.tool : null} onClose={() => setOpen(null)} />
      <AiToolDialog open={open?.kind === 'ai'} tools={tools} onClose={() => setOpen(null)} onShow={show} />
    </div>
  );
}
