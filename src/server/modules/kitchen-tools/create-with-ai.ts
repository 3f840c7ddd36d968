import { z } from 'zod';
import type { KitchenTool } from '../../../contracts/kitchen-tools';
import { amazonSearchLink } from '../../../domain/amazon-link';
import { matchToolName, toolCategoryForRecipeCategory } from '../../../domain/kitchen-tools';
import type { Audit } from '../admin/audit';
import type { AiRunner } from '../ai/types';
import type { KitchenToolRepo } from './repo';

/**
 * POST /api/admin/kitchen-tools/create-with-ai (SPEC: "Kitchen tool names are first matched
 * fuzzily on the client; only when nothing matches is a tool created with AI"). The server
 * matches again with the same matcher, so a tool is never created twice under near names.
 * The model writes the purpose, the product and the priority; it never writes the link (a
 * model invents plausible product URLs), which is an Amazon search for the product instead.
 */

/** SPEC section 9: main dishes, dinner, lunch -> Dinner; breakfast -> Breakfast; dessert(s) -> Desserts; else General. */
export function toolCategoryFor(category: string): KitchenTool['category'] {
  // A tool category given as such ('Dinner', 'Desserts') maps to itself.
  return toolCategoryForRecipeCategory(category) ?? 'General';
}

/** "mandoline slicer" -> "Mandoline Slicer", like the catalogue's names; words with capitals are kept as typed. */
export function displayToolName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export const aiToolSchema = z.object({
  purpose: z.string().trim().min(10).max(400),
  recommendedProduct: z.string().trim().min(3).max(150),
  priority: z.number().int().min(1).max(3),
});

const SYSTEM = [
  'You write entries for a list of recommended kitchen tools shown on recipe pages of a healthy-cooking site.',
  'Given a kitchen tool name and the kind of recipes it is for, answer with:',
  '- purpose: one or two plain sentences on what the tool does in a home kitchen and why it helps (at most 300 characters);',
  '- recommendedProduct: a short generic product description a shopper can search for (type, size, material), with no brand names and no links;',
  '- priority: 1 if nearly every home cook needs it (essential), 2 if it is recommended, 3 if it is nice to have.',
].join('\n');

export interface CreateWithAiResult {
  created: boolean;
  tool: KitchenTool;
}

export function createKitchenToolWithAi(deps: { repo: KitchenToolRepo; runner: AiRunner }) {
  const { repo, runner } = deps;

  async function existing(name: string): Promise<KitchenTool | null> {
    const tools = await repo.all();
    const matched = matchToolName(name, tools.map((t) => t.toolName));
    return matched === null ? null : (tools.find((t) => t.toolName === matched) ?? null);
  }

  /** `audit` is written with the new tool, once the model has answered (no transaction waits on it). */
  return async function createWithAi(input: { toolName: string; category: string }, adminId: string, audit: Audit): Promise<CreateWithAiResult> {
    const toolName = displayToolName(input.toolName);
    const found = (await existing(toolName)) ?? (await repo.byName(toolName));
    if (found) {
      audit.unchanged();
      return { created: false, tool: found };
    }

    const category = toolCategoryFor(input.category);
    const { data } = await runner.json(
      {
        feature: 'kitchen_tool',
        charge: null,
        userId: adminId,
        system: SYSTEM,
        input: `Tool name: ${toolName}\nRecipe kind: ${category}`,
        schema: aiToolSchema,
        schemaName: 'kitchen_tool',
      },
      async (answer): Promise<CreateWithAiResult> => {
        const tool = await repo.insertIfNew({
          toolName,
          category,
          purpose: answer.purpose,
          recommendedProduct: answer.recommendedProduct,
          priority: answer.priority,
          amazonLink: amazonSearchLink(answer.recommendedProduct),
        }, audit);
        if (tool) return { created: true, tool };
        // Another admin's request created the same name meanwhile: theirs is the tool.
        const other = await repo.byName(toolName);
        if (!other) throw new Error(`kitchen tool '${toolName}' neither inserted nor found`);
        audit.unchanged();
        return { created: false, tool: other };
      },
    );
    return data;
  };
}

export type CreateKitchenToolWithAi = ReturnType<typeof createKitchenToolWithAi>;
