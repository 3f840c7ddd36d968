import { z } from 'zod';
import { creditPacksSchema, type CreditPack, type CreditPacks } from '../../../../../contracts/payments';

/** A pack as its row of boxes holds it: credits and the price (in the currency's units) as typed. */
export interface PackRow {
  id: string;
  name: string;
  credits: string;
  price: string;
  currency: string;
  active: boolean;
}

export interface CreditPacksFormValues {
  packs: PackRow[];
}

export const packRow = (pack: CreditPack): PackRow => ({ ...pack, credits: String(pack.credits), price: (pack.priceCents / 100).toFixed(2) });

export const NEW_PACK_ROW: PackRow = { id: '', name: '', credits: '', price: '', currency: 'usd', active: true };

/** The editor shows the price, not the cents the contract checks, so it words the price's message itself. */
const PRICE_MESSAGE = 'Price must be more than 0 and at most 10000';

function packOf(row: PackRow): unknown {
  const price = Number(row.price);
  return {
    id: row.id.trim(),
    name: row.name,
    credits: row.credits.trim() === '' ? NaN : Number(row.credits),
    priceCents: row.price.trim() === '' || !Number.isFinite(price) ? NaN : Math.round(price * 100),
    currency: row.currency.trim().toLowerCase(),
    active: row.active,
  };
}

/** The row box a field of the contract's pack is typed in. */
export const rowFieldOf = (field: string) => (field === 'priceCents' ? 'price' : field);

/** A message of the contract's as the editor shows it. */
export const rowMessage = (field: string, message: string) => (field === 'priceCents' || field === 'price' ? PRICE_MESSAGE : message);

const rowShape = z.object({ id: z.string(), name: z.string(), credits: z.string(), price: z.string(), currency: z.string(), active: z.boolean() });

/**
 * The rows as the packs the server stores, checked by its own schema (creditPacksSchema); each
 * message goes under the box of its row (the first per box), one about the list above the list.
 */
export const creditPacksFormSchema = z.object({ packs: z.array(rowShape) }).transform((values, ctx): CreditPacks => {
  const checked = creditPacksSchema.safeParse({ packs: values.packs.map(packOf) });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [, index, field] = issue.path;
    if (index === undefined) ctx.addIssue({ code: 'custom', path: ['packs'], message: issue.message });
    else ctx.addIssue({ code: 'custom', path: ['packs', index, rowFieldOf(String(field ?? ''))], message: rowMessage(String(field ?? ''), issue.message) });
  }
  return z.NEVER;
});
