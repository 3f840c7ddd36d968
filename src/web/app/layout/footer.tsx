import type { ComponentType, SVGProps } from 'react';
import { Heart } from 'lucide-react';
import { Link } from '../../lib/router';
import { Container } from '../../components/ui/page';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../../components/ui/social-icons';
import { recipesHref } from '../../lib/format';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../contracts/constants';
import { MAIN_CATEGORIES } from '../../features/recipes';
import { useSiteSettings } from '../../features/settings';
import { FooterNewsletterForm } from '../../features/newsletter';
import { SiteBrand } from './site-brand';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/recipes', label: 'Browse Recipes' },
  { to: '/calculator', label: 'Nutrition Calculator' },
  { to: '/newsletter', label: 'Newsletter' },
];

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  youtube: YoutubeIcon,
};

/**
 * The referral link to the platform the site is hosted on (SPEC section 2, footer). Set
 * VITE_HOSTING_NAME and VITE_HOSTING_REFERRAL_URL at build time to name the platform and carry the
 * referral code; without them the link stays generic.
 */
const env = import.meta.env as Record<string, string | undefined>;
const HOSTING_NAME = env.VITE_HOSTING_NAME?.trim() || null;
const HOSTING_REFERRAL_URL = env.VITE_HOSTING_REFERRAL_URL?.trim() || 'https://github.com/topics/self-hosted';

const footerLink = 'rounded-sm text-muted-foreground transition-colors hover:text-foreground';

function LinkColumn({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { siteName, socialLinks } = useSiteSettings();
  // The site's own pages the admin named (admin settings), in the networks' order; none: no list.
  const social = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = socialLinks[network];
    return href ? [{ href, label: SOCIAL_NETWORKS[network], icon: SOCIAL_ICONS[network] }] : [];
  });
  const year = new Date().getFullYear();
  const categoryLinks = MAIN_CATEGORIES.map((category) => ({ to: recipesHref('category', category), label: category }));

  return (
    <footer className="mt-16 border-t border-border bg-card">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <SiteBrand />
          <p className="max-w-xs text-sm text-muted-foreground">
            Wholesome recipes and clear nutrition for health-conscious home cooks.
          </p>
          {social.length > 0 ? (
            <ul className="flex gap-2" aria-label="Social media">
              {social.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${siteName} on ${label}`}
                    className="flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-primary/40 hover:bg-primary-soft hover:text-primary-text"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Categories" links={categoryLinks} />

        <section aria-labelledby="footer-newsletter" className="col-span-2 space-y-3 lg:col-span-1">
          <h2 id="footer-newsletter" className="text-sm font-semibold uppercase tracking-wider">
            Newsletter
          </h2>
          <p className="text-sm text-muted-foreground">
            Seasonal recipes, cooking tips and nutrition know-how, about 1-2 newsletters per month.
          </p>
          <FooterNewsletterForm />
          <p className="text-xs text-muted-foreground">
            <Link to="/newsletter" className="rounded-sm font-medium text-primary-text underline-offset-4 hover:underline">
              Learn more about the newsletter
            </Link>
          </p>
        </section>
      </Container>

      <div className="border-t border-border">
        <Container className="flex flex-col gap-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
            <p>
              © {year} {siteName}
            </p>
            <a
              href={HOSTING_REFERRAL_URL}
              target="_blank"
              rel="noopener sponsored"
              data-testid="hosting-referral"
              className={`${footerLink} inline-flex items-center gap-1.5`}
            >
              Hosted with
              <Heart aria-label="love" role="img" className="size-3.5 fill-current text-accent" />
              {HOSTING_NAME ? `on ${HOSTING_NAME}` : null}
            </a>
          </div>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
