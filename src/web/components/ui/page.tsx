import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    size: {
      default: 'max-w-7xl',
      narrow: 'max-w-3xl',
      medium: 'max-w-5xl',
    },
  },
  defaultVariants: { size: 'default' },
});

export interface ContainerProps extends React.ComponentProps<'div'>, VariantProps<typeof containerVariants> {}

/** Horizontal page gutter and maximum width. */
export function Container({ className, size, ...props }: ContainerProps) {
  return <div className={cn(containerVariants({ size }), className)} {...props} />;
}

export interface PageHeaderProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Small label above the title. */
  eyebrow?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

/** The h1 and lead sentence that open a screen. */
export function PageHeader({ title, description, eyebrow, className, children }: PageHeaderProps) {
  return (
    <header className={cn('space-y-3', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      {children}
    </header>
  );
}

/** A standard screen: container with vertical rhythm. */
export function Page({ className, size, ...props }: ContainerProps) {
  return <Container size={size} className={cn('py-8 sm:py-12', className)} {...props} />;
}
