import { createElement, forwardRef, type SVGProps } from 'react';

/** The 24 px outline style of every icon in the app: lucide's, and the brand marks drawn in it. */
export const ICON_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const satisfies SVGProps<SVGSVGElement>;

/** What a lucide-react icon module hands its factory: the icon's name and its SVG elements. */
export interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** An icon with a label of its own is announced; any other is decoration, hidden from assistive technology. */
function labelled(props: Record<string, unknown>, children: unknown): boolean {
  return children != null || Object.keys(props).some((key) => props[key] != null && (key.startsWith('aria-') || key === 'role' || key === 'title'));
}

/**
 * Makes an icon component from lucide-react's icon data. The build resolves lucide-react's own
 * factory (createLucideIcon) to this one (scripts/vite/icon-factory.ts): its context provider,
 * absolute stroke widths, aliases and class names were 1.5 KB gzipped of every route's first
 * download, and the app gives its icons a size, a class and SVG attributes only. The icons' imports
 * stay `from 'lucide-react'`; the markup is the same in the browser and the server-rendered page.
 */
export default function createIcon({ name, node }: IconData) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(({ size = 24, children, ...props }, ref) =>
    createElement(
      'svg',
      { ref, ...ICON_ATTRIBUTES, width: size, height: size, 'aria-hidden': labelled(props, children) ? undefined : true, ...props },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    ),
  );
  Icon.displayName = name;
  return Icon;
}
