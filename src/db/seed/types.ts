import type { Instruction } from '../../contracts/recipe';
import type { IngredientInput } from '../../contracts/recipe-input';

export interface SeedAuthor {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  profileVisible: boolean;
}

export interface SeedRecipe {
  title: string;
  subtitle: string;
  description: string;
  /** username of one of the SeedAuthors */
  author: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  categories: string[];
  tags: string[];
  dietaryAttributes: string[];
  /**
   * The lines as written. No nutrition here: seeding works it out from these lines with the
   * nutrition engine, as saving a recipe does (seedDemoCatalogue's `nutrition` option).
   */
  ingredients: IngredientInput[];
  instructions: Instruction[];
  /** toolName values of kitchen tools */
  recipeTools: string[];
  featured?: boolean;
  private?: boolean;
  rating: { average: number; count: number };
  /** ISO date, e.g. '2025-03-14' */
  publishedAt: string;
}

export interface SeedKitchenTool {
  toolName: string;
  purpose: string;
  recommendedProduct: string;
  amazonLink: string;
  /** 1 = Essential, 2 = Recommended, 3 = Nice to have */
  priority: 1 | 2 | 3;
  /** Dinner | Breakfast | Desserts | General */
  category: 'Dinner' | 'Breakfast' | 'Desserts' | 'General';
}
