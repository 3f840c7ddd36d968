import { z } from 'zod';
import { idParams } from './ids';

export const TOOL_CATEGORIES = ['Dinner', 'Breakfast', 'Desserts', 'General'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** SPEC: priority 1 is shown as 'Essential'. */
export const TOOL_PRIORITIES = [1, 2, 3] as const;
export const TOOL_PRIORITY_LABELS: Record<(typeof TOOL_PRIORITIES)[number], string> = {
  1: 'Essential',
  2: 'Recommended',
  3: 'Nice to have',
};

export const kitchenToolSchema = z.object({
  id: z.number().int().positive(),
  toolName: z.string(),
  purpose: z.string(),
  recommendedProduct: z.string(),
  amazonLink: z.string(),
  /** 1 = Essential */
  priority: z.number().int().min(1).max(3),
  category: z.string(),
});
export type KitchenTool = z.infer<typeof kitchenToolSchema>;

export const KITCHEN_TOOL_LIMITS = {
  toolName: { min: 2, max: 80 },
  purpose: { max: 400 },
  recommendedProduct: { max: 150 },
  amazonLink: { max: 2000 },
} as const;

const L = KITCHEN_TOOL_LIMITS;

const toolNameField = z
  .string('Tool name must be text')
  .trim()
  .min(L.toolName.min, `Tool name must be at least ${L.toolName.min} characters`)
  .max(L.toolName.max, `Tool name must be at most ${L.toolName.max} characters`);

/** An absolute https:// address with a host and no spaces: what an affiliate link must be. */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A tool as an admin writes it (POST and PUT /api/admin/kitchen-tools). An empty amazonLink
 * means "link to an Amazon search for the recommended product" (see domain/amazon-link).
 */
export const kitchenToolInputSchema = z
  .object({
    toolName: toolNameField,
    purpose: z
      .string('Purpose must be text')
      .trim()
      .min(1, 'Purpose is required')
      .max(L.purpose.max, `Purpose must be at most ${L.purpose.max} characters`),
    recommendedProduct: z
      .string('Recommended product must be text')
      .trim()
      .min(1, 'Recommended product is required')
      .max(L.recommendedProduct.max, `Recommended product must be at most ${L.recommendedProduct.max} characters`),
    amazonLink: z
      .string('Affiliate link must be text')
      .trim()
      .max(L.amazonLink.max, `Affiliate link must be at most ${L.amazonLink.max} characters`)
      .refine((link) => link === '' || isHttpsUrl(link), 'Affiliate link must be an https:// address, or empty to link to a search for the product')
      .default(''),
    priority: z
      .number('Priority must be 1 (Essential), 2 or 3')
      .int('Priority must be 1 (Essential), 2 or 3')
      .min(1, 'Priority must be 1 (Essential), 2 or 3')
      .max(3, 'Priority must be 1 (Essential), 2 or 3'),
    category: z.enum(TOOL_CATEGORIES, `Category must be one of ${TOOL_CATEGORIES.join(', ')}`),
  })
  .strict();
export type KitchenToolInput = z.input<typeof kitchenToolInputSchema>;

export const kitchenToolIdParamsSchema = idParams('id must be a tool id');

/** POST /api/admin/kitchen-tools/create-with-ai */
export const kitchenToolAiInputSchema = z
  .object({
    toolName: toolNameField,
    /** A recipe category (main dishes, dinner, lunch, breakfast, dessert(s)) or a tool category; anything else files the tool under General. */
    category: z.string('category must be text').trim().max(60, 'category must be at most 60 characters').default(''),
  })
  .strict();
export type KitchenToolAiInput = z.input<typeof kitchenToolAiInputSchema>;

/** `created` false: a tool matching the name existed already and is answered instead. */
export const kitchenToolAiResultSchema = z.object({ created: z.boolean(), tool: kitchenToolSchema });
export type KitchenToolAiResult = z.infer<typeof kitchenToolAiResultSchema>;
