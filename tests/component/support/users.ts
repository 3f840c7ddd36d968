import type { AuthUser } from '../../../src/contracts/auth';

/** A signed-in member with an empty profile; `changes` fills in what a test needs. */
export function member(changes: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u-1',
    username: 'cook',
    email: 'cook@example.com',
    first_name: null,
    last_name: null,
    avatar_url: null,
    role: 'user',
    bio: null,
    created_at: '2026-01-01T00:00:00.000Z',
    profile_visible: false,
    profile_completed: true,
    credits: 0,
    measurement_unit: 'metric',
    age: null,
    height: null,
    weight: null,
    gender: null,
    activity_level: null,
    dietary_preferences: [],
    nutritional_goal: null,
    bmr: null,
    maintenance_calories: null,
    weight_loss_calories: null,
    weight_gain_calories: null,
    protein_grams: null,
    carbs_grams: null,
    fat_grams: null,
    ...changes,
  };
}
