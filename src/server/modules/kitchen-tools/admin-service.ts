import type { z } from 'zod';
import type { KitchenTool, kitchenToolInputSchema } from '../../../contracts/kitchen-tools';
import { amazonSearchLink } from '../../../domain/amazon-link';
import { AppError, isUniqueViolation } from '../../errors';
import type { Audit } from '../admin/audit';
import type { KitchenToolRepo, ToolFields } from './repo';

type ToolInput = z.output<typeof kitchenToolInputSchema>;

function noSuchTool(id: number): AppError {
  return AppError.notFound(`No kitchen tool with id ${id}`);
}

/** Named on the field so the admin's form shows it under the tool name. */
function nameTaken(name: string): AppError {
  const message = `A kitchen tool named '${name}' already exists`;
  return new AppError('CONFLICT', 409, message, [{ field: 'toolName', message }]);
}

/**
 * The stored fields of an admin's input: a name's inner runs of spaces are one space (two names
 * that differ only there are the same tool), and an empty link becomes an Amazon search for the
 * product, as for tools created with AI.
 */
function toFields(input: ToolInput): ToolFields {
  return {
    toolName: input.toolName.replace(/\s+/g, ' '),
    purpose: input.purpose,
    recommendedProduct: input.recommendedProduct,
    amazonLink: input.amazonLink === '' ? amazonSearchLink(input.recommendedProduct) : input.amazonLink,
    priority: input.priority,
    category: input.category,
  };
}

/** The back office's kitchen tools: one tool per name in any case (the table's unique index). */
export function createKitchenToolAdminService(repo: KitchenToolRepo) {
  return {
    async create(input: ToolInput, audit: Audit): Promise<KitchenTool> {
      const fields = toFields(input);
      const tool = await repo.insertIfNew(fields, audit);
      if (!tool) throw nameTaken(fields.toolName);
      return tool;
    },

    async update(id: number, input: ToolInput, audit: Audit): Promise<KitchenTool> {
      const fields = toFields(input);
      let tool: KitchenTool | null;
      try {
        tool = await repo.update(id, fields, audit);
      } catch (error) {
        // The unique index decides, so two admins renaming at once cannot both take a name.
        if (isUniqueViolation(error)) throw nameTaken(fields.toolName);
        throw error;
      }
      if (!tool) throw noSuchTool(id);
      return tool;
    },

    async remove(id: number, audit: Audit): Promise<void> {
      if (!(await repo.remove(id, audit))) throw noSuchTool(id);
    },
  };
}

export type KitchenToolAdminService = ReturnType<typeof createKitchenToolAdminService>;
