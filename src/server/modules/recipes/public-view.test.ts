import { describe, expect, it } from 'vitest';
import { readsPublicView } from './service';

describe("whether a member's recipe lists are a visitor's", () => {
  const member = { id: 'u1', role: 'member', profileVisible: true };
  const none = { any: false, private: false };
  const publicOnly = { any: true, private: false };
  const withPrivate = { any: true, private: true };

  it('they are for a member with no recipes, or only public ones under a visible profile', () => {
    expect(readsPublicView(member, none)).toBe(true);
    expect(readsPublicView(member, publicOnly)).toBe(true);
  });

  it('they are not once the member owns a private recipe: only they see it', () => {
    expect(readsPublicView(member, withPrivate)).toBe(false);
  });

  it('they are not when a private profile hides the author of public recipes from visitors, but not from themselves', () => {
    expect(readsPublicView({ ...member, profileVisible: false }, publicOnly)).toBe(false);
    expect(readsPublicView({ ...member, profileVisible: false }, none)).toBe(true);
  });

  it('they never are for an admin, who reads every private recipe', () => {
    expect(readsPublicView({ ...member, role: 'admin' }, none)).toBe(false);
  });
});
