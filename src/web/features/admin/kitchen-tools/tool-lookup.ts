import type { KitchenTool, ToolCategory } from '../../../../contracts/kitchen-tools';
import { matchToolName } from '../../../../domain/kitchen-tools';

export interface ToolFilters {
  search: string;
  /** '' for every category. */
  category: '' | ToolCategory;
}

/** The tools of the category whose name, purpose or product contains every word of the search (any case). */
export function filterTools(tools: readonly KitchenTool[], { search, category }: ToolFilters): KitchenTool[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (category && tool.category !== category) return false;
    const text = `${tool.toolName} ${tool.purpose} ${tool.recommendedProduct}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The catalogue tool a typed name refers to, matched fuzzily as on recipe pages (SPEC: a tool is
 * created with AI only when nothing matches), or null.
 */
export function existingTool(name: string, tools: readonly KitchenTool[]): KitchenTool | null {
  const matched = matchToolName(name, tools.map((tool) => tool.toolName));
  return matched === null ? null : (tools.find((tool) => tool.toolName === matched) ?? null);
}
