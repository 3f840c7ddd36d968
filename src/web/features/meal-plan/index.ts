/** What other features may use of the meal planner: the dialog that adds a recipe to the plan. */
export { AddToPlanDialog } from './components/add-to-plan-dialog';
