import { CalendarHeart, ChefHat, Gift, Lightbulb, type LucideIcon } from 'lucide-react';

const BENEFITS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: ChefHat,
    title: 'Exclusive recipes',
    text: 'New wholesome recipes, shared with subscribers before they appear anywhere else.',
  },
  {
    icon: Lightbulb,
    title: 'Cooking tips',
    text: 'Practical techniques, prep shortcuts and nutrition know-how for everyday cooking.',
  },
  {
    icon: CalendarHeart,
    title: 'Seasonal updates',
    text: 'What is fresh right now, with menus and ideas that follow the seasons.',
  },
  {
    icon: Gift,
    title: 'Member benefits',
    text: 'Early access to new features and occasional subscriber-only offers.',
  },
];

/** What subscribers get (SPEC section 2, newsletter). */
export function NewsletterBenefits({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="newsletter-benefits" className="space-y-6">
      <h2 id="newsletter-benefits" className="text-xl font-semibold tracking-tight">
        Why subscribe to {siteName}?
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="space-y-1">
              <h3 className="font-semibold leading-snug">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        We send about 1-2 newsletters per month. No spam, and you can unsubscribe at any time.
      </p>
    </section>
  );
}
