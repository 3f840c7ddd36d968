/**
 * Words pages use for the parts of a recipe, in the languages members import from most. A line or
 * heading that only names a part ('Ingredients', 'Method:', 'Zubereitung') is a label, never an
 * ingredient, a step or a section heading worth keeping.
 */
export type Part = 'ingredients' | 'instructions';

export const PART_HEADING: Record<Part, RegExp> = {
  ingredients:
    /^(?:the\s+)?(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|ainekset|malzemeler|what you(?:'|’)ll need|you will need)(?:\s+[^\s.!?:]+){0,3}$/iu,
  instructions:
    /^(?:the\s+)?(?:instructions?|directions?|method|steps|preparation|how to make(?: it)?|zubereitung|anleitung|préparation|bereiding(?:swijze)?|preparación|elaboración|preparazione|procedimento|fremgangsmåte|tilberedning|gör så här|yapılışı|hazırlanışı)(?:\s+[^\s.!?:]+){0,3}$/iu,
};

/** 'Ingredients', 'Method:', 'Zutaten für 4 Personen': a label naming a part (not 'Method: whisk the eggs'). */
export const namesPart = (text: string): boolean => {
  const label = text.trim().replace(/:$/, '');
  return PART_HEADING.ingredients.test(label) || PART_HEADING.instructions.test(label);
};

/** 'For the sauce:', 'Glaze:', 'For serving': a group's heading among ingredient lines, not an ingredient. */
export const isGroupHeading = (line: string): boolean =>
  !/\d/.test(line) && (/^[^,.!?]{1,40}:$/.test(line) || /^for (?:the )?[^,.!?:]{1,30}$/i.test(line));
