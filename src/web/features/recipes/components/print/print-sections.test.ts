import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRINT_FLAG_CLEAR_DELAY_MS,
  PRINT_HIDDEN_ATTRIBUTE,
  PRINT_SECTIONS,
  clearPrintFlags,
  defaultPrintSelection,
  hiddenPrintSections,
  printWithSections,
  setPrintFlags,
  type PrintEnvironment,
} from './print-sections';

function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

function environment(root = fakeRoot(), print: () => void = () => {}): PrintEnvironment & { root: typeof root } {
  return {
    root,
    target: root,
    print,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PRINT_SECTIONS', () => {
  it('lists the eight SPEC checkboxes in order, with the page section ids', () => {
    expect(PRINT_SECTIONS.map((s) => s.label)).toEqual([
      'Recipe Image',
      'Recipe Info (prep time, cook time, etc.)',
      'Description',
      'Macronutrient Distribution',
      'Everyday Kitchen Helpers',
      'Ingredients',
      'Instructions',
      'Nutrition Facts',
    ]);
    expect(PRINT_SECTIONS.map((s) => s.id)).toEqual([
      'image',
      'info',
      'description',
      'macros',
      'tools',
      'ingredients',
      'instructions',
      'nutrition',
    ]);
  });
});

describe('defaultPrintSelection and hiddenPrintSections', () => {
  it('starts with everything on', () => {
    const selection = defaultPrintSelection();
    expect(Object.values(selection).every(Boolean)).toBe(true);
    expect(hiddenPrintSections(selection)).toEqual([]);
  });

  it('returns a fresh object each time', () => {
    const a = defaultPrintSelection();
    a.image = false;
    expect(defaultPrintSelection().image).toBe(true);
  });

  it('names the unchecked sections in page order', () => {
    const selection = { ...defaultPrintSelection(), nutrition: false, image: false, tools: false };
    expect(hiddenPrintSections(selection)).toEqual(['image', 'tools', 'nutrition']);
  });
});

describe('setPrintFlags and clearPrintFlags', () => {
  it('writes the hidden ids space-separated and removes them', () => {
    const root = fakeRoot();
    setPrintFlags(root, ['image', 'macros']);
    expect(root.attributes.get(PRINT_HIDDEN_ATTRIBUTE)).toBe('image macros');
    clearPrintFlags(root);
    expect(root.attributes.has(PRINT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('marks a print with nothing hidden by an empty value', () => {
    const root = fakeRoot();
    setPrintFlags(root, []);
    expect(root.attributes.get(PRINT_HIDDEN_ATTRIBUTE)).toBe('');
  });
});

describe('printWithSections', () => {
  it('flags, prints with the flags in place, and clears them 1 s later', () => {
    vi.useFakeTimers();
    const seenAtPrint: (string | undefined)[] = [];
    const env = environment(fakeRoot(), () => seenAtPrint.push(env.root.attributes.get(PRINT_HIDDEN_ATTRIBUTE)));
    printWithSections({ ...defaultPrintSelection(), description: false, instructions: false }, env);

    expect(seenAtPrint).toEqual(['description instructions']);
    expect(env.root.attributes.get(PRINT_HIDDEN_ATTRIBUTE)).toBe('description instructions');
    expect(PRINT_FLAG_CLEAR_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(env.root.attributes.has(PRINT_HIDDEN_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(env.root.attributes.has(PRINT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('restarts the countdown when printing again before it ends', () => {
    vi.useFakeTimers();
    const env = environment();
    printWithSections({ ...defaultPrintSelection(), image: false }, env);
    vi.advanceTimersByTime(800);
    printWithSections({ ...defaultPrintSelection(), nutrition: false }, env);
    vi.advanceTimersByTime(800);
    expect(env.root.attributes.get(PRINT_HIDDEN_ATTRIBUTE)).toBe('nutrition');
    vi.advanceTimersByTime(200);
    expect(env.root.attributes.has(PRINT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('still clears the flags when print throws', () => {
    vi.useFakeTimers();
    const env = environment(fakeRoot(), () => {
      throw new Error('print blocked');
    });
    expect(() => printWithSections(defaultPrintSelection(), env)).toThrow('print blocked');
    vi.advanceTimersByTime(PRINT_FLAG_CLEAR_DELAY_MS);
    expect(env.root.attributes.has(PRINT_HIDDEN_ATTRIBUTE)).toBe(false);
  });
});
