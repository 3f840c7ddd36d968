/** The member's list; its items carry the ticks this device has not sent yet (api/check-off.ts). */
export const SHOPPING_LIST_KEY = ['/api/shopping-list'] as const;
/** The foods the member always has. */
export const PANTRY_KEY = ['/api/shopping-list/pantry'] as const;
