import type { SeedRecipe } from '../types';
import { breakfast } from './breakfast';
import { desserts } from './desserts';
import { mainDishes } from './main-dishes';
import { seafood } from './seafood';
import { vegetarian } from './vegetarian';

export { authors } from './authors';
export { kitchenTools } from './kitchen-tools';

export const demoRecipes: SeedRecipe[] = [...mainDishes, ...breakfast, ...seafood, ...vegetarian, ...desserts];

/** Browse filters list these in this order; the first five are the home page tiles. */
export const demoCategories: { name: string; description: string }[] = [
  { name: 'Main Dishes', description: 'Satisfying plates for lunch and dinner.' },
  { name: 'Breakfast', description: 'Good mornings, from quick bowls to slow weekend bakes.' },
  { name: 'Seafood', description: 'Fish and shellfish, simply and sustainably cooked.' },
  { name: 'Vegetarian', description: 'Meat-free dishes with plenty of protein and colour.' },
  { name: 'Desserts', description: 'Lighter sweets that still feel like a treat.' },
  { name: 'Salads', description: 'Crisp, hearty salads that work as a meal.' },
  { name: 'Soups', description: 'Warming bowls for every season.' },
  { name: 'Quick & Easy', description: 'On the table in about half an hour.' },
  { name: 'Healthy', description: 'Balanced, nutrient-dense everyday cooking.' },
];
