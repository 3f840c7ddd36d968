// ─── Newsletter signup section ──────────────────────────────────────────────────────────────
// The form (with its own heading, fields, validation and toasts) belongs to the newsletter
// feature; the home page only places it. Change the form in
// src/web/features/newsletter/components/home-newsletter-form.tsx, not here.
import { HomeNewsletterForm } from '../../newsletter';

/** Where the home page shows the newsletter signup (SPEC section 2, Home). */
export function HomeNewsletter() {
  return (
    <div data-testid="home-newsletter">
      {/* ── begin: newsletter feature ── */}
      <HomeNewsletterForm />
      {/* ── end: newsletter feature ── */}
    </div>
  );
}
// ─── End of newsletter signup section ───────────────────────────────────────────────────────
