/** What other features may use of the shopping list: the planner's "Add week to list". */
export { AddToListButton } from './components/add-to-list-button';
