// subset-font ships no types; these are the options scripts/vite/latin-font-subset.ts passes (its README).
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, AxisRange>;
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
