import { ChartPie, Heart, ImagePlus, WandSparkles, type LucideIcon } from 'lucide-react';

interface Blurb {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The four features SPEC section 2 names, described as they actually work. */
const BLURBS: Blurb[] = [
  {
    title: 'AI-powered recipe transformation',
    text: 'Ask for a lighter, vegetarian or dairy-free version of a recipe and get a rewritten one back. Members use credits for each transformation.',
    icon: WandSparkles,
  },
  {
    title: 'Detailed nutrition tracking',
    text: 'Every recipe shows calories, protein, carbs and fat per serving, and the nutrition calculator estimates what you need each day.',
    icon: ChartPie,
  },
  {
    title: 'Save and organize your favorite recipes',
    text: 'Tap the heart on any recipe to keep it in your collection, then find it again on your profile.',
    icon: Heart,
  },
  {
    title: 'Generate beautiful recipe images',
    text: 'Give a recipe without a photo an appetising picture, created by AI with your credits.',
    icon: ImagePlus,
  },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="features-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          More than a recipe box
        </h2>
        <p className="max-w-2xl text-muted-foreground">Tools for cooking well and knowing what is on your plate.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BLURBS.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-secondary-soft text-secondary-soft-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="font-semibold leading-snug">{title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
