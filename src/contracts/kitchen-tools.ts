import { z } from 'zod';

export const TOOL_CATEGORIES = ['Dinner', 'Breakfast', 'Desserts', 'General'] as const;

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
