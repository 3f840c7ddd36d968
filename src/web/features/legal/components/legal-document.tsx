import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { cn } from '../../../lib/utils';

export interface LegalSection {
  /** Anchor id, e.g. 'information-we-collect'. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** 'June 16, 2025'. */
  lastUpdated: string;
  /** ISO date for the <time> element. */
  lastUpdatedIso: string;
  summary: ReactNode;
  sections: LegalSection[];
}

/** Shared layout of the legal pages: title, date, summary, table of contents, numbered sections. */
export function LegalDocument({ title, lastUpdated, lastUpdatedIso, summary, sections }: LegalDocumentProps) {
  return (
    <Page size="narrow" className="space-y-10">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">Legal</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
        </p>
        <div className="space-y-3 pt-2 text-lg text-muted-foreground">{summary}</div>
      </header>

      <Card className="p-5 sm:p-6">
        <nav aria-labelledby="legal-contents">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider">
            On this page
          </h2>
          <ol className="mt-3 gap-x-8 space-y-1.5 text-sm sm:columns-2 [&>li]:break-inside-avoid">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-primary-text underline-offset-4 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>

      <div className="space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-4">
            <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="space-y-4 leading-relaxed">{section.content}</div>
          </section>
        ))}
      </div>

      <footer className="border-t border-border pt-6 text-sm text-muted-foreground">
        See also:{' '}
        {LEGAL_PAGES.filter((page) => page.title !== title).map((page, index) => (
          <span key={page.to}>
            {index > 0 ? ' · ' : null}
            <Link to={page.to} className="rounded-sm font-medium text-primary-text underline-offset-4 hover:underline">
              {page.title}
            </Link>
          </span>
        ))}
      </footer>
    </Page>
  );
}

const LEGAL_PAGES = [
  { to: '/privacy-policy', title: 'Privacy Policy' },
  { to: '/terms-of-service', title: 'Terms of Service' },
  { to: '/refund-policy', title: 'Refund Policy' },
];

/** A bulleted list in legal text. */
export function LegalList({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn('list-disc space-y-2 pl-6 marker:text-primary-text', className)}>{children}</ul>;
}

/** A short sub-heading inside a section. */
export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold">{children}</h3>;
}

/** A highlighted note (the key point of a section). */
export function LegalNote({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-primary/25 bg-primary-soft px-4 py-3">{children}</div>;
}

/** An in-text link to another legal page. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-sm font-medium text-primary-text underline underline-offset-4">
      {children}
    </Link>
  );
}
