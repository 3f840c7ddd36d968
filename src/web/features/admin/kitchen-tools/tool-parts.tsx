import { ExternalLink } from 'lucide-react';
import { TOOL_CATEGORIES, TOOL_PRIORITY_LABELS, type KitchenTool, type ToolCategory } from '../../../../contracts/kitchen-tools';
import { Badge } from '../../../components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** Priority 1 wears the recipe pages' 'Essential' badge; the others are plain words. */
export function PriorityLabel({ priority }: { priority: number }) {
  if (priority === 1) return <Badge variant="solid">Essential</Badge>;
  return <span className="text-muted-foreground">{TOOL_PRIORITY_LABELS[priority as 2 | 3] ?? `Priority ${priority}`}</span>;
}

/** The affiliate link as visitors get it: a new tab, no referrer, marked as sponsored. */
export function ProductLink({ tool }: { tool: KitchenTool }) {
  return (
    <a
      href={tool.amazonLink}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary-text underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      Open link
      <span className="sr-only">: {tool.toolName} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/** A choice of the four tool categories; `allLabel` adds an "every category" choice (value ''). */
export function CategorySelect({
  id,
  value,
  onChange,
  allLabel,
  invalid,
  describedBy,
}: {
  id: string;
  value: '' | ToolCategory;
  onChange: (value: '' | ToolCategory) => void;
  allLabel?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const ALL = 'all';
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : (v as ToolCategory))}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
        {TOOL_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {category}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
