import { describe, expect, it } from 'vitest';
import type { KitchenTool } from '../../../../contracts/kitchen-tools';
import { existingTool, filterTools } from './tool-lookup';

const tool = (id: number, toolName: string, category: string, extra: Partial<KitchenTool> = {}): KitchenTool => ({
  id,
  toolName,
  category,
  purpose: `${toolName} purpose`,
  recommendedProduct: `${toolName} product`,
  amazonLink: 'https://www.amazon.com/s?k=x&tag=sprig-20',
  priority: 2,
  ...extra,
});

const tools = [
  tool(1, "Chef's Knife", 'General', { priority: 1, recommendedProduct: '8 inch chef knife, full tang' }),
  tool(2, 'Cast Iron Skillet', 'Dinner'),
  tool(3, 'Stand Mixer', 'Desserts', { purpose: 'Whips cream and kneads dough.' }),
  tool(4, 'Waffle Iron', 'Breakfast'),
];

describe('filterTools', () => {
  it('keeps every tool with no filter, in order', () => {
    expect(filterTools(tools, { search: '', category: '' })).toEqual(tools);
  });

  it('filters by category and by every searched word in the name, purpose or product', () => {
    expect(filterTools(tools, { search: '', category: 'Dinner' }).map((t) => t.id)).toEqual([2]);
    expect(filterTools(tools, { search: 'IRON', category: '' }).map((t) => t.id)).toEqual([2, 4]);
    expect(filterTools(tools, { search: 'iron', category: 'Breakfast' }).map((t) => t.id)).toEqual([4]);
    expect(filterTools(tools, { search: 'full  tang', category: '' }).map((t) => t.id)).toEqual([1]);
    expect(filterTools(tools, { search: 'kneads cream', category: '' }).map((t) => t.id)).toEqual([3]);
    expect(filterTools(tools, { search: 'kneads waffle', category: '' })).toEqual([]);
  });
});

describe('existingTool', () => {
  it('finds the catalogue tool a near name refers to', () => {
    expect(existingTool('chef knife', tools)?.id).toBe(1);
    expect(existingTool('cast-iron skillets', tools)?.id).toBe(2);
    expect(existingTool('Stand Mixr', tools)?.id).toBe(3);
  });

  it('answers null when nothing is close enough', () => {
    expect(existingTool('Tortilla Press', tools)).toBeNull();
    expect(existingTool('knife sharpener', tools)).toBeNull();
    expect(existingTool('   ', tools)).toBeNull();
  });
});
