import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

const uniqueName = () => `cook_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor opening /profile is sent to /auth, and signing in from there returns to /profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/api/login?returnTo=%2Fprofile');
});

for (const viewport of VIEWPORTS) {
  test.describe(`own profile (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new member sees the welcome alert, completes the profile, and the alert goes', async ({ page }) => {
      test.setTimeout(60_000);
      const email = await signUpMember(page);
      const start = (await (await page.request.get('/api/auth/user')).json()) as { username: string };
      await page.goto('/profile');
      await expect(page.getByText('Welcome to Sprig! Please take a moment to complete your profile information below.')).toBeVisible();
      // No name yet: the display name is the default username, never the e-mail (issue 14); role badge and member-since date.
      expect(start.username).toMatch(/^cook_\d{6}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(start.username);
      await expect(page.getByLabel('Username')).toHaveValue(start.username);
      await expect(page.getByTestId('role-badge')).toHaveText('Member');
      await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('heading', { name: 'Nutritional Information' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const username = uniqueName();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Age').fill('36');
      await page.getByLabel('Height (cm)').fill('168');
      await page.getByLabel('Weight (kg)').fill('61.5');
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Activity level').selectOption('moderate');
      await page.getByLabel('Dietary preferences').fill(' vegetarian, , gluten-free ');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Profile Updated');
      await expect(toast(page)).toContainText('Your profile has been updated successfully.');
      await expect(page.getByText(/Please take a moment to complete your profile/)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
      await expect(page.getByLabel('Dietary preferences')).toHaveValue('vegetarian, gluten-free');

      const me = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
      expect(me).toMatchObject({ username, first_name: 'Ada', last_name: 'Lovelace', age: 36, height: 168, weight: 61.5, gender: 'female' });
      expect(me.dietary_preferences).toEqual(['vegetarian', 'gluten-free']);
      // The public profile follows.
      await page.goto(`/profile/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    });

    test('the form names bad fields and sends nothing; imperial height is feet and inches', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith('/api/users/profile')) puts++;
      });
      await page.goto('/profile');
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Age').fill('-3');
      await page.getByLabel('Weight (kg)').fill('0');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await expect(page.getByText('Age must be positive')).toBeVisible();
      await expect(page.getByText('Weight must be positive')).toBeVisible();
      await expect(page.getByLabel('Username')).toBeFocused();
      expect(puts).toBe(0);

      await page.getByLabel('Username').fill(uniqueName());
      await page.getByLabel('Age').fill('');
      await page.getByLabel('Weight (kg)').fill('');
      await page.getByLabel('Measurement system').selectOption('imperial');
      await page.getByLabel('Height, feet').fill('5');
      await page.getByLabel('Height, inches').fill('12');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Inches must be a whole number from 0 to 11')).toBeVisible();
      expect(puts).toBe(0);

      await page.getByLabel('Height, inches').fill('7');
      await page.getByLabel('Weight (lb)').fill('150');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Profile Updated');
      const me = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
      expect(me).toMatchObject({ measurement_unit: 'imperial', height: 67, weight: 150 });
      await page.reload();
      await expect(page.getByLabel('Height, feet')).toHaveValue('5');
      await expect(page.getByLabel('Height, inches')).toHaveValue('7');
    });

    test('a taken username gets the server message in the Update Failed toast', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      await page.goto('/profile');
      await page.getByLabel('Username').fill('maya_greens');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page)).toContainText('Update Failed');
      await expect(toast(page)).toContainText('That username is already taken');
    });

    test('Preferences says it is coming; Back to Profile returns', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect(page.getByText('Preference settings are coming in a future update.')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Profile' }).click();
      await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    });
  });
}

test.describe('avatar upload', () => {
  test('a picture uploads and shows; a non-image and a large file get their toasts', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpMember(page);
    await page.goto('/profile');
    const input = page.getByTestId('avatar-input');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(toast(page)).toContainText('Invalid file type');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(toast(page)).toContainText('File too large');

    // A renamed non-image passes the browser's check; the server judges the bytes.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not really a png</html>') });
    await expect(toast(page)).toContainText('Upload Failed');
    await expect(toast(page)).toContainText('Invalid file type: Please upload an image file (JPEG, PNG, etc.)');

    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3d7068' } }).png().toBuffer();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page)).toContainText('Avatar Updated');
    await expect(toast(page)).toContainText('Your profile picture has been updated successfully');
    const picture = page.getByTestId('own-profile-header').getByTestId('user-avatar').locator('img');
    await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/[^?]+\.webp\?v=/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('own profile details (SPEC section 2)', () => {
  const user = {
    id: 'e2e-nutrition',
    username: 'nutrition_fan',
    email: 'nutrition@sprig.example',
    first_name: 'Nia',
    last_name: 'Fan',
    avatar_url: null,
    role: 'admin',
    bio: null,
    created_at: '2025-03-01T10:00:00.000Z',
    profile_visible: true,
    profile_completed: true,
    credits: 0,
    measurement_unit: 'metric',
    age: 30,
    height: 170,
    weight: 65,
    gender: 'female',
    activity_level: 'moderate',
    dietary_preferences: [],
    nutritional_goal: 'lose',
    bmr: 1400,
    maintenance_calories: 2170,
    weight_loss_calories: 1670,
    weight_gain_calories: 2670,
    protein_grams: 125,
    carbs_grams: 188,
    fat_grams: 56,
  };

  test('with a BMR the Nutritional Information block shows; Recalculate opens the calculator; admin badge in red', async ({ page }) => {
    await page.route('**/api/auth/user*', (route) => route.fulfill({ json: user }));
    await page.goto('/profile');
    const block = page.getByRole('region', { name: 'Nutritional Information' });
    await expect(block).toContainText('Lose weight');
    await expect(block).toContainText('1,400 kcal/day');
    await expect(block).toContainText('125 g (500 kcal)');
    await expect(block).toContainText('56 g (504 kcal)');
    const badge = page.getByTestId('role-badge');
    await expect(badge).toHaveText('Admin');
    await expect(badge).toHaveClass(/bg-destructive/);
    await block.getByRole('link', { name: 'Recalculate' }).click();
    await expect(page).toHaveURL('/calculator');
  });

  test("'Saving...' and a disabled button while the update runs", async ({ page }) => {
    await page.route('**/api/auth/user*', (route) => route.fulfill({ json: user }));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/profile', async (route) => {
      await gate;
      await route.fulfill({ json: user });
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
