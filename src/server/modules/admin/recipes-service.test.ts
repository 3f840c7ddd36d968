import { describe, expect, it } from 'vitest';
import { adminRecipeFilters, toAdminRecipeRow } from './recipes-service';

describe('adminRecipeFilters', () => {
  it('is no filter but privacy when nothing is given or only blanks', () => {
    expect(adminRecipeFilters({ privacy: 'all' })).toEqual({ privacy: 'all' });
    expect(adminRecipeFilters({ privacy: 'all', q: '  ', author: '', category: ' ' })).toEqual({ privacy: 'all' });
  });

  it('lower-cases and trims text, author and category; the text keeps a leading @ (the author box is for usernames)', () => {
    expect(adminRecipeFilters({ privacy: 'private', q: ' Lemon SOUP ', author: ' Maya ', category: 'Main Dishes' })).toEqual({
      privacy: 'private',
      text: 'lemon soup',
      username: 'maya',
      category: 'main dishes',
    });
    expect(adminRecipeFilters({ privacy: 'all', q: '@maya' })).toEqual({ privacy: 'all', text: '@maya' });
  });

  it("reads 'all' as any category, like the browse filters", () => {
    expect(adminRecipeFilters({ privacy: 'all', category: 'ALL' })).toEqual({ privacy: 'all' });
  });

  it('turns the featured parameter into a flag', () => {
    expect(adminRecipeFilters({ privacy: 'all', featured: 'true' }).featured).toBe(true);
    expect(adminRecipeFilters({ privacy: 'all', featured: 'false' }).featured).toBe(false);
    expect(adminRecipeFilters({ privacy: 'all' })).not.toHaveProperty('featured');
  });
});

describe('toAdminRecipeRow', () => {
  const row = {
    id: 7,
    title: 'Soup',
    featuredImage: null,
    authorId: 'u1',
    authorUsername: 'maya',
    authorFirstName: 'Maya',
    authorLastName: 'Okafor',
    categories: ['Soups'],
    privacyLevel: 'public',
    isFeatured: true,
    createdAt: new Date('2024-01-02T03:04:05.000Z'),
    updatedAt: new Date('2024-02-03T04:05:06.000Z'),
  };

  it('names the author as everywhere else and gives dates as ISO text', () => {
    expect(toAdminRecipeRow(row)).toEqual({
      id: 7,
      title: 'Soup',
      featuredImage: null,
      author: { id: 'u1', username: 'maya', displayName: 'Maya Okafor' },
      categories: ['Soups'],
      privacyLevel: 'public',
      isFeatured: true,
      createdAt: '2024-01-02T03:04:05.000Z',
      updatedAt: '2024-02-03T04:05:06.000Z',
    });
  });

  it('has no author once the account is gone, and reads anything but private as public', () => {
    const orphan = toAdminRecipeRow({ ...row, authorId: null, authorUsername: null, authorFirstName: null, authorLastName: null, privacyLevel: 'unlisted' });
    expect(orphan.author).toBeNull();
    expect(orphan.privacyLevel).toBe('public');
    expect(toAdminRecipeRow({ ...row, privacyLevel: 'private' }).privacyLevel).toBe('private');
  });
});
