/**
 * The hand-picked ingredient list behind src/db/seed/ingredients.json. Each entry names the SR28
 * food (NDB number) a home recipe means by that word: raw produce and meat, dry rice, pasta and
 * beans unless the name says cooked or canned, canned beans drained. scripts/nutrition/
 * build-ingredients.ts reads the figures from the SR28 files; nothing here is a number from USDA.
 *
 * Portions: a household measure (WEIGHT.txt) is taken for a unit when the food has exactly one
 * measure of that kind ('1 cup', '1 large', '1 clove'). Where a food has several ('cup, chopped' and
 * 'cup, sliced'), or the measure's words do not say the unit ('1 fruit (2-1/8" dia)' is 'each'),
 * the entry names it here by its Msre_Desc text (exact, case-insensitive, or a unique start of it).
 * null drops a unit; [ndb, text] borrows the measure of a closely related food (cited in the output).
 * Where SR28 has no measure of the piece a recipe counts (a bay leaf, a shallot), a CURATED figure
 * gives the grams with where they come from (see CURATED_PORTIONS below).
 * A food may appear under several names when only the portion differs (pasta shapes, cherry tomatoes).
 */
import type { PortionUnit } from '../../src/db/seed/food-types';

/** A piece weight SR28 does not give: grams of one unit, the measure's words, and where the figure comes from. */
export interface CuratedMeasure {
  grams: number;
  measure: string;
  source: string;
}

export type PortionPick = string | null | readonly [ndb: string, measure: string] | CuratedMeasure;

export interface Pick {
  name: string;
  ndb: string;
  aliases: string[];
  portions: Partial<Record<PortionUnit, PortionPick>>;
  /** Why this SR28 food stands in for the name, when it is not the obvious one. */
  note?: string;
}

export interface Group {
  category: string;
  foods: Pick[];
}

function f(
  name: string,
  ndb: string,
  aliases: string[] = [],
  portions: Partial<Record<PortionUnit, PortionPick>> = {},
  note?: string,
): Pick {
  return note ? { name, ndb, aliases, portions, note } : { name, ndb, aliases, portions };
}

const LIME_ZEST = 'SR28 has no lime peel; lemon peel (the same citrus rind, used by the teaspoon) stands in, figures and measures';
const KALAMATA =
  'SR28 has no kalamata (Greek, brine-cured) olives; its canned ripe olives, the dark table olive it does list, stand in. Brine-cured olives are usually saltier';
const GARAM_MASALA =
  "SR28 has no garam masala; curry powder stands in. Both are ground blends led by coriander and cumin: a 2:2:1:1:1:0.5 mix of SR28's coriander, cumin, cardamom, black pepper, cinnamon and cloves comes within 7% of curry powder's energy, fat and carbohydrate, while curry powder has about a fifth more protein and more fiber (under 1 g a teaspoon)";
const ITALIAN_SEASONING =
  "SR28 has no dried herb blend; dried thyme leaves stand in. Thyme is in Italian seasoning, herbes de provence and mixed herbs; its energy, fat and carbohydrate are within 5% of the average of SR28's dried oregano, basil, thyme, marjoram and rosemary (protein about a fifth lower), and its leaf measure suits a crumbled-leaf blend (poultry seasoning, the earlier stand-in, is ground and has a quarter of the fiber)";
const FARRO =
  'Farro is the Italian name for three hulled wheats, spelt among them; the usual one, emmer, is not in SR28, and spelt, its close hulled-wheat relative, stands in';
const SPELT_FLOUR =
  "SR28 has no spelt flour; its uncooked spelt kernels, which whole spelt flour is milled from, stand in (the kernels' cup weight is not a flour's). White (light) spelt flour is sifted, see WHITE_SPELT_FLOUR";
const DOUBLE_ZERO_FLOUR =
  "SR28 has no Italian '00' flour, white wheat flour milled extra fine; all-purpose flour, white wheat flour milled as usual, stands in, figures and measures";
const WHITE_SPELT_FLOUR =
  'SR28 has no white spelt flour; spelt is a wheat, and its sifted flour, like all-purpose flour, is the endosperm without bran or germ, so all-purpose flour stands in, figures and measures';
const FIVE_SPICE =
  "SR28 has no five-spice powder; ground cloves, one of its five spices, stand in. An equal mix of SR28's anise seed (for star anise), cinnamon, cloves, fennel seed and black pepper (for Sichuan pepper) comes within 6% of cloves' energy and carbohydrate and 2% of its fiber; cloves have about a third more fat and half the protein (under 0.1 g a teaspoon either way)";
const PROSCIUTTO =
  'SR28 has no prosciutto, Parma or Serrano ham; its raw dry-cured country-style ham (lean only) stands in: the same salt cure, eaten uncured by heat. Lean only, so the fat the slices carry is understated';
const INFUSED_OIL =
  'An oil infused with garlic, herbs or chilli is the oil by weight; vegetable oil stands in (the flavouring adds a few calories a spoon at most)';
const SPARKLING_WINE =
  'SR28 has no sparkling wine; dry white table wine, what champagne, prosecco and cava are before their second fermentation, stands in (sweeter styles carry more sugar)';
const VERMOUTH =
  "SR28 has no vermouth, a fortified wine flavoured with herbs; its dessert wines stand in, dry for dry (white) vermouth and sweet for sweet (red) vermouth";
const UDON =
  'SR28 has no udon; dry somen stands in: both are Japanese noodles of salted wheat-flour dough, differing in thickness. Dry-noodle figures: fresh or frozen udon is precooked and far lighter per gram';
const WHOLE_WHEAT_CRUMBS =
  'SR28 has no whole-wheat breadcrumbs; plain dry breadcrumbs stand in, so fiber (and the whole grain) is understated';
const FRESH_WHOLE_WHEAT_CRUMBS = "Whole-wheat bread; the cup weight is SR28's soft white breadcrumbs (18069)";
const EXTRA_LEAN_HAM =
  "SR28 lists unheated boneless extra-lean ham as ham steak; the cup is borrowed from boneless extra-lean ham, roasted (10134), the slice from boneless ham, extra lean and regular (10182)";
const SPIRITS =
  'SR28 gives 80-proof (40% alcohol) distilled spirits one figure (gin, rum, vodka, whiskey: no carbohydrate, the energy is the alcohol); brandy, cognac, calvados and tequila are usually bottled at 80 proof too';

const EXTRACTS =
  'SR28 lists one flavouring extract, vanilla; the others are the same kind of product (a flavour dissolved in alcohol, used by the teaspoon), so its figures and spoon measures stand in';
const CREME_FRAICHE =
  'SR28 has no crème fraîche; heavy whipping cream, the cream it is cultured from (full-fat crème fraîche is about as fat), stands in';
const HALF_FAT_CREME_FRAICHE =
  "SR28 has no crème fraîche; reduced-fat sour cream, the cultured cream nearest in fat to half-fat crème fraîche, stands in";
const PANCETTA =
  "Pancetta is cured pork belly, as bacon is (unsmoked, and rolled or cubed); SR28 has no pancetta, and its unprepared bacon stands in. Pancetta slices are thinner, so bacon's slice weight is not used";
const YUZU =
  'SR28 has no yuzu; lemon juice, the sour citrus juice it lists and used the same way by the spoon, stands in (yuzu is more aromatic; both are mostly water with a little sugar and acid). A yuzu is smaller than a lemon, so no piece yield is used';
const DOENJANG =
  'SR28 has no doenjang, a Korean fermented soybean paste; miso, the Japanese fermented soybean paste it lists, stands in. Miso is usually made with rice or barley as well as soybeans, which doenjang is not, so its carbohydrate may be overstated and its protein understated';
const GALANGAL = 'SR28 has no galangal; ginger root, the rhizome of a close relative used the same way, stands in';
const LANGOUSTINE = "SR28 has no langoustine (Norway lobster); northern lobster meat stands in. A langoustine is far smaller, so lobster's piece weight is not used";
const COCKLES = 'SR28 has no cockles; its mixed-species clam, another small bivalve, stands in (meat figures; its piece weights are of clams, not used)';
const LAMB_STOCK = 'SR28 has no lamb, veal or game stock; its homemade beef stock, a meat-bone stock made the same way, stands in';
const CACAO_NIBS = 'Cacao nibs are crushed roasted cocoa beans; unsweetened chocolate is the same beans ground, and stands in (its grated cup measure is not used)';
const NUTRITIONAL_YEAST =
  "SR28 has no nutritional yeast (inactive dried yeast flakes); baker's active dry yeast, dried cells of the same yeast, stands in. Its spoon measures are of fine granules, not flakes, so none are used";
const MARZIPAN = 'Marzipan is almond paste with more sugar; SR28 has only almond paste, which stands in';
const DIGESTIVES = 'SR28 has no digestive biscuits; graham crackers, the US wholemeal-wheat biscuit of the same kind, stand in';
const MASCARPONE =
  'SR28 has no mascarpone, a fresh Italian cheese of cream set with acid; cream cheese, the fresh cream cheese it lists, stands in. Mascarpone is richer, so its fat and energy are understated';
const HARD_SHEEP_CHEESE =
  "SR28 has no manchego or other pressed sheep's-milk cheeses (kefalotyri, kasseri, pecorino sardo or toscano); romano (pecorino romano), the hard sheep's-milk cheese it lists, stands in. Romano is drier and far saltier, so these cheeses' fat is understated and their salt overstated";
const FRYING_CHEESE =
  'SR28 has no halloumi or paneer; queso blanco stands in, the firm white cheese it lists that, like them, softens without melting when fried or grilled (paneer is unsalted, halloumi usually saltier)';
const WASHED_RIND_CHEESE =
  "SR28 has no taleggio or the other soft washed-rind cheeses of France and Italy (reblochon, pont-l'évêque, époisses); limburger, the soft washed-rind cheese it lists, stands in";
const CRUMBLY_BRITISH_CHEESE =
  'SR28 has no wensleydale, caerphilly or lancashire; cheshire, the crumbly British territorial cheese it lists, stands in';
const HARD_BRITISH_CHEESE =
  'SR28 has no double gloucester, red leicester or lincolnshire poacher; cheddar, the hard pressed cow’s-milk cheese they are made like, stands in';
const BURRATA =
  'SR28 has no burrata, a pouch of fresh mozzarella filled with curd and cream; whole-milk mozzarella stands in, so the filling’s cream is understated';
const ASIAGO =
  "SR28 has no asiago; parmesan stands in, the hard aged cow's-milk grating cheese it lists, as aged asiago is used (fresh asiago is softer and less rich)";
const QUARK =
  "SR28 has no quark or farmer's cheese; nonfat dry-curd cottage cheese, the unsalted, uncreamed curd they are, stands in (full-fat quark is richer)";
const OAXACA =
  'SR28 has no oaxaca cheese (quesillo); queso asadero, the Mexican stretched-curd melting cheese it lists, stands in';
const PARTRIDGE = 'SR28 has no partridge; pheasant, a lean game bird of the same family, stands in';
const HANGER_STEAK =
  'SR28 has no hanger steak (onglet), the thick diaphragm muscle that hangs beside the skirt; inside skirt steak, the plate steak next to it, stands in';
const VEGETABLE_SUET =
  "Vegetable suet is shredded palm fat rolled in a little flour; SR28 has none, and its household shortening (soybean and palm) stands in, leaving out the flour's few carbohydrates";
const SKYR =
  "SR28 has no skyr, Iceland's strained cultured skim milk; nonfat greek yogurt, strained the same way from skim milk, stands in";
const HAVARTI = 'SR28 has no havarti, first made in Denmark as a tilsit; tilsit, the semi-soft cheese it was made after, stands in';
const RACLETTE = "SR28 has no raclette, a semi-hard Swiss alpine cow's-milk cheese; swiss cheese (emmental), another, stands in";
const PORK_HOCK =
  "SR28 has no pork hock; its fresh ham's shank half, whose lower end the hock is, stands in. A hock carries more bone and skin than the shank half's 28% refuse";
const GUANCIALE = 'Guanciale is salt-cured pork jowl; SR28 has only fresh jowl, which stands in (the cure adds salt and dries the meat a little)';
const SKATE =
  'SR28 has no skate or ray; cod, a lean white-fleshed fish cooked the same ways, stands in. A wing is weighed with its cartilage, which is not eaten, so its weight overstates the flesh';
const FOIE_GRAS = "SR28 has foie gras only as canned goose-liver pâté (pâté de foie gras), which stands in for the fattened liver";
const MUTTON =
  "SR28 has no mutton (meat of older sheep); its lamb, retail cuts with their fat, stands in. Mutton is usually fattier, so fat and energy are understated";
const GROUND_DUCK = "SR28 has no minced duck; its raw duck meat without skin stands in, so mince made with the skin is understated in fat";
const HAM_HOCK =
  "SR28 has no ham hock; its cured ham shank, bone-in and unheated, stands in. A hock, the shank's knuckle end, carries more bone and skin than the shank's 11% refuse, so a weighed hock's meat is overstated";
const BRESAOLA = "Bresaola is Italian salted, air-dried beef; SR28 has none, and its cured dried beef (US chipped beef) stands in";
const RED_MULLET =
  'SR28 has no red mullet (a goatfish); striped (grey) mullet, the lean sea fish of like size it lists under mullet, stands in';
const SEA_BREAM =
  'SR28 has no gilt-head or other European sea bream; scup, the American porgy, a sea bream of the same family (Sparidae), stands in';
const HAKE = 'SR28 has no hake, a lean white fish of the cod order; whiting, a lean white fish of the cod family, stands in';
const SHELL_ON_SHRIMP =
  "SR28's raw shrimp weighed in the shell (not previously frozen): its 13% refuse is the tail and shell, so head-on prawns, whose heads weigh more, are not meant";
const SHIN_SOLD_BONELESS =
  "Beef shin as sold in Britain is boneless; SR28's shank crosscut (lean only) has the figures, without its bone refuse (a bone-in shank is 'beef shank')";
const SPRINKLES = 'SR28 has no sprinkles (coloured sugar strands); hard candy, the sugar confectionery it lists, stands in';
const PEPPERONCINI =
  'SR28 has no pepperoncini; the banana pepper, the mild yellow-green Italian-type pepper of like size and shape sold under that name too, stands in (raw figures: jarred pepperoncini carry brine salt). Pepperoncini are smaller, so its piece weights are not used';
const GALIA = "SR28 has no galia melon, a green-fleshed cross of cantaloupe and honeydew; honeydew, the green-fleshed melon it lists, stands in (its whole-melon weight is of a larger fruit, not used)";
const POPCORN_KERNELS =
  "Popcorn is a flint maize; SR28 lists no unpopped popcorn, and its yellow corn grain, whole dry maize kernels, stands in (popping only drives off water, so air-popped popcorn differs from it by a few percent per gram)";
const LEAN_PORK =
  "A name for lean pork of no stated cut; SR28's composite of trimmed leg, loin and shoulder, lean only, is that (cuts with their fat are richer)";
const HOKI =
  'SR28 has no hoki (blue grenadier), a lean white fish of the hake family; whiting, a lean white fish of the cod family, stands in, as for hake';
const FLAGEOLET =
  'SR28 has no flageolet beans, small haricot beans picked young and dried green; navy (haricot) beans, the same species dried ripe, stand in, canned as canned and dried as dried';

/**
 * Piece weights SR28 has no measure for, and where each figure comes from. Used only where a
 * recipe counts the piece ('2 shallots', '3 bay leaves'); a weighed line never needs them.
 */
export const CURATED_PORTIONS = {
  shallot: {
    grams: 37,
    measure: 'shallot, European (2-1/2" long)',
    source:
      "clovegarden.com's shallot page: a typical European shallot, 2-1/2 inches long and 1-1/2 across, weighs 1.5 oz (42.5 g) as bought; less SR28's 12% refuse for shallot skins (11677)",
  },
  bayLeaf: {
    grams: 0.15,
    measure: 'leaf, dried, whole',
    source: "One whole dried bay leaf crumbles to about 1/4 tsp (the usual kitchen equivalence), at SR28's 0.6 g per crumbled teaspoon (02004)",
  },
  pankoCup: {
    grams: 56,
    measure: 'cup, panko',
    source:
      "A half cup of plain panko is about 110 kcal on makers' labels (ntro.it.com's panko pages); at SR28's 395 kcal per 100 g of dry breadcrumbs (18079) that is 28 g, so 56 g a cup (SR28's fine dry crumbs, 108 g a cup, would double it)",
  },
  garlicHead: {
    grams: 33,
    measure: 'head (bulb), about 11 cloves',
    source:
      "A supermarket (softneck) head of garlic holds 10 to 12 cloves (garlic growers' counts, garlicstore.com's clove-count page); 11 cloves at SR28's 3 g a clove (11215)",
  },
  scallop: {
    grams: 15,
    measure: 'scallop, large (sea)',
    source: "SR28 weighs '2 large or 5 small' scallops at 30 g (15172): a large (sea) scallop, the one recipes count, is 15 g",
  },
  smallScallop: {
    grams: 6,
    measure: 'scallop, small (bay)',
    source: "SR28 weighs '2 large or 5 small' scallops at 30 g (15172): a small (bay) scallop is 6 g",
  },
  gingerCm: {
    grams: 5,
    measure: 'cm of root, about 1" (2.5 cm) across',
    source:
      'SR28 measures ginger root in slices 1 inch across (11216); a 1 cm length of that cylinder is 5.1 cm³, and the root, 79% water, weighs about 1 g a cm³, so about 5 g a centimetre (a 2.5 cm / 1 inch piece: 13 g)',
  },
  bananaShallot: {
    grams: 74,
    measure: 'banana (echalion) shallot',
    source:
      "shallots.eu, the echalion growers' site: one échalion (30/50 mm calibre) does the work of about 2 shallots; twice the European shallot's 37 g (see shallot, SR28 11677)",
  },
  lemongrassStalk: {
    grams: 17,
    measure: 'stalk, trimmed (the part chopped)',
    source:
      "A medium stalk, trimmed, chops to 3 to 4 tablespoons (topnew.xyz's Vietnamese kitchen page on lemongrass); 3.5 tbsp at SR28's 4.8 g a tablespoon (11972)",
  },
  gelatinSheet: {
    grams: 2,
    measure: 'sheet (leaf), gold grade',
    source:
      "Sheet gelatine by grade (missvickie.com's sheet-to-powder table): bronze 3.3 g, silver 2.5 g, gold 2.0 g, platinum 1.7 g a sheet; the gold sheet, the middle grade (lyndeymilan.com gives a gold leaf as 2.2 g)",
  },
  cinnamonStick: {
    grams: 3.5,
    measure: 'stick, 3" (7.5 cm)',
    source:
      "A typical 3-inch cinnamon stick weighs 3 to 4 g (ntro.it.com's cinnamon measuring guide; shiftychevre.com gives 2 to 4 g for the same stick): the middle, 3.5 g",
  },
  cinnamonCm: {
    grams: 0.46,
    measure: 'cm of stick',
    source: 'The 3-inch (7.6 cm) stick of 3.5 g above (ntro.it.com, shiftychevre.com), per centimetre',
  },
  prosciuttoSlice: {
    grams: 10,
    measure: 'slice, thin (as packed)',
    source:
      "A maker's label (Compliments prosciutto: a 30 g serving is three slices, quoted in ntro.it.com's prosciutto guide, which also puts 2 to 3 thin slices to the ounce): 10 g a slice",
  },
  mozzarellaBall: {
    grams: 125,
    measure: 'ball, as sold',
    source:
      'Fresh mozzarella is sold by the ball of 125 g (foodvalleytrading.com: balls from 125 g up; sageburyfinefoods.co.uk and delicatezza.co.uk sell buffalo mozzarella as the single 125 g ball), the cheese without its brine',
  },
  gingerPiece: {
    grams: 13,
    measure: 'piece ("thumb"), 1" (2.5 cm) long',
    source:
      "A recipe's piece or thumb of ginger is a 1-inch length of root (cookthink.com's 'How much is a thumb of ginger?'; medicinecontact.com: a thumb of ginger is a 1-inch piece); 2.54 cm at the 5 g a centimetre above (gingerCm, from SR28 11216)",
  },
  peppercorn: {
    grams: 0.05,
    measure: 'peppercorn, black, whole',
    source:
      "SR28 weighs whole black pepper at 2.9 g a teaspoon (02030), a bulk density of 0.59 g/ml, near what the pepper trade grades by (tridge.com's peppercorn quality guide: 400 to 550 g/l; petaniorganic.com's ASTA-grade specification: at least 560 g/l); its Tellicherry grades sieve the berries at 4 to 4.75 mm (the same guide). A sphere of 4.4 to 4.75 mm is 0.045 to 0.056 ml, and randomly packed spheres fill about 64% of a spoon, so a level teaspoon holds 55 to 70 berries: 0.04 to 0.05 g each, 0.05 g. Ten peppercorns weigh half a gram either way",
  },
  parsleyBunch: {
    grams: 43,
    measure: 'bunch, as sold (leaves with their stems)',
    source:
      "A supermarket bunch of parsley weighs 1 to 2 oz (tastesfood.com's and flavorycooking.com's parsley guides; alnaboodah.com the same): the middle, 1.5 oz. The stems are in SR28's parsley sprigs (11297) and are chopped in with flat-leaf parsley",
  },
  basilBunch: {
    grams: 40,
    measure: 'bunch, its leaves',
    source:
      "howmuchisin.com weighed grocery bunches of basil at 2.5 oz on average, about 1 cup of chopped leaves; stripped, a 2.5 oz bunch gives 1.4 oz (40 g) of leaves (reference.com's basil page). Recipes use the leaves, and SR28's basil (02044) is weighed as leaves: 1 cup chopped at its 5.3 g per 2 tbsp is 42 g, the same",
  },
  mintBunch: {
    grams: 30,
    measure: 'bunch, its leaves',
    source:
      "howmuchisin.com weighed grocery bunches of mint at 3.2 oz (about 80 sprigs, mostly stem) and found they give about 2/3 cup of chopped leaves, a cup of which weighed 1.6 oz: 30 g of leaves, the part recipes use",
  },
  radishBunch: {
    grams: 54,
    measure: 'bunch, 12 medium (tops off)',
    source:
      "A grower's packing standard for bunched radishes (muranakafarm.com): 11 to 13 radishes a bunch, their balls 21 to 35 mm across, aimed a little over 24 mm; 12 at SR28's medium radish, 3/4 to 1 inch across, 4.5 g (11429). biologyinsights.com counts 6 to 9 a bunch, 27 to 40 g at the same size: a bunch of radishes is a few tens of grams either way",
  },
  kaleBunch: {
    grams: 204,
    measure: 'bunch, its edible part',
    source:
      "A bunch of kale weighs 0.5 to 0.75 lb before its tough stalks are trimmed (ntro.it.com's guide to bunches of greens): the middle, 283 g as bought, less SR28's 28% refuse of stem ends, tough stems and midribs (11233)",
  },
  sageLeaf: {
    grams: 0.13,
    measure: 'leaf, fresh',
    source:
      "Twelve fresh sage leaves chop to a tablespoon (choosingvoluntarysimplicity.com's herb equivalents); a twelfth of the stand-in's tablespoon of fresh leaves, 1.6 g (peppermint, 02064: 2 tbsp 3.2 g), between two and three of its leaves (2 leaves 0.1 g), as a sage leaf is larger than a mint leaf",
  },
  sageBunch: {
    grams: 21,
    measure: 'bunch, as sold (5 to 10 stems)',
    source:
      "A bunch of fresh sage is 5 to 10 stems weighing 1/2 to 1 oz (shiftychevre.com's sage page): the middle, 3/4 oz, weighed as sold, stems included, like the bunch of parsley above",
  },
  radicchioHead: {
    grams: 245,
    measure: 'head, its edible part',
    source:
      "Round (Chioggia) radicchio is sold as heads 3-1/2 to 4-1/2 inches across weighing 9 to 10 oz (clovegarden.com's radicchio page; howheavyisit.com gives 5 to 8 oz, pipandanchor.com about half a pound for a Castelfranco head): 9.5 oz, 269 g as bought, less SR28's 9% refuse of core and leaf ends (11952)",
  },
  watercressBunch: {
    grams: 91,
    measure: 'bunch, its edible part',
    source:
      "A bunch of watercress weighs 3 to 4 oz (howheavyisit.com's watercress page): 3.5 oz, 99 g as bought, less SR28's 8% refuse of tough stems and ends (11591); about 40 of SR28's 2.5 g sprigs",
  },
  greenOnionBunch: {
    grams: 90,
    measure: 'bunch, 6 medium',
    source:
      "A grower's packing standard for green onions (muranakafarm.com): a medium bunch is 6 to 7 onions (small ones 8 to 10, large 5); 6 at SR28's medium scallion, 15 g (11291). The produce trade's 2 lb bag of iceless green onions counts as 12 bunches, 76 g each, close by",
  },
  scotchBonnet: {
    grams: 8.7,
    measure: 'pepper (scotch bonnet or habanero), whole',
    source:
      "hannaone.com's chili weight table gives a raw habanero 8.7 g on average (its other chilies are SR28's own figures: chili 45 g, jalapeño 14 g, serrano 6.1 g); Troconis-Torres et al. (2012) weighed the habanero's fruit at 8.1 g on average (quoted by poletoparis.com). The scotch bonnet is the same species (Capsicum chinense) and size, 2 to 4 cm across. SR28's only chili piece (11819, 45 g) is a long red chili, five times the weight. The figure is the whole pod; its stem is a fraction of a gram, and the seeds are usually cooked with it",
  },
  butternutSquash: {
    grams: 953,
    measure: 'squash, medium (2-1/2 lb as bought), edible part',
    source:
      "A butternut squash weighs 2 to 3 lb on average (answersdrive.com's squash page; kitchenjournal.net gives 2 to 3 lb as the medium, the size most sold): 2.5 lb (1,134 g) as bought, less SR28's 16% refuse for its seeds, rind and trimmings (11485)",
  },
  smallButternutSquash: {
    grams: 572,
    measure: 'squash, small (1-1/2 lb as bought), edible part',
    source: "A small butternut squash weighs 1 to 2 lb (kitchenjournal.net): 1.5 lb (680 g) as bought, less SR28's 16% refuse (11485)",
  },
  celeriac: {
    grams: 390,
    measure: 'root, medium (1 lb as bought), edible part',
    source:
      "Celeriac is sold by the root of about 1 lb (mamaearth.ca sells it so; a farm sells roots of about 3/4 lb, bornerfarmproject.com; howheavyisit.com gives 1 to 2 lb): 1 lb (454 g) as bought, less SR28's 14% refuse for parings (11141)",
  },
  baguette: {
    grams: 250,
    measure: 'baguette, whole (about 60 cm)',
    source:
      "A Parisian baguette typically weighs 250 g, about 60 cm long and 5 to 6 cm across (the figures Wikipedia gives, quoted by thebakerydunbar.co.uk; 200 g ones are common too)",
  },
  coconutMilkCan: {
    grams: 382,
    measure: 'can, 400 ml (13.5 fl oz)',
    source:
      "Coconut milk is canned at 400 ml worldwide, sold in the US as 13.5 fl oz, the same volume (ntro.it.com's and freshplatemeals.com's can-size guides); 400 ml at SR28's 226 g a cup (12118)",
  },
  sausage: {
    grams: 57,
    measure: "sausage, 'eights' (8 to the lb)",
    source:
      "Fresh sausages are sized by how many make a pound; 'eights', 57 g each, are the most popular size (bidfood.co.uk's sausage buying guide, a UK food-service wholesaler; a maker's six-pack of 400 g is 67 g each). SR28's link (07063, 25 g) is a breakfast link, the size of a chipolata ('sixteens', 28 g)",
  },
  largeSausage: {
    grams: 76,
    measure: "sausage, large: 'sixes' (6 to the lb)",
    source: "bidfood.co.uk's sausage buying guide: 'sixes', 76 g each, the size most used for premium (thick, butcher's) sausages",
  },
  smallSausage: {
    grams: 38,
    measure: "sausage, small: 'twelves' (12 to the lb)",
    source: "bidfood.co.uk's sausage buying guide: 'twelves', 38 g each, the size between the usual eights and chipolatas",
  },
  curryLeaf: {
    grams: 0.1,
    measure: 'leaf (leaflet), fresh',
    source:
      "About 1,000 to 1,050 fresh curry leaves (48 to 53 stalks of 16 to 25 leaflets) weigh 100 g (ntro.it.com's curry-leaf weight guide): 0.1 g a leaf, each leaflet 2 to 4 cm long. Recipes count the leaflets",
  },
  cardamomPod: {
    grams: 0.17,
    measure: 'pod, green (its seeds, ground)',
    source:
      "About 12 green pods give a teaspoon of ground cardamom (spice.alibaba.com's cardamom guides: '10-12 pods = 1 tsp ground', '12 pods = 1 teaspoon'; another of its pages says 6); 1/12 of SR28's 2.0 g ground teaspoon (02006), the seeds the figures are for",
  },
} satisfies Record<string, CuratedMeasure>;

/**
 * SR28 weighs a whole broiler by its edible part (meat, skin, giblets and neck: 1,046 g, 05001);
 * a whole chicken counted by the bird takes that weight. A poussin is a far smaller bird, so it
 * has its own row without it.
 */
const WHOLE_CHICKEN = ['05001', 'chicken'] as const;

/** A slice of a sandwich-sized loaf of crusty bread: SR28's large slice of Italian bread, 4-1/2" x 3-1/4" x 3/4" (18033). */
const LOAF_SLICE = ['18033', 'slice, large'] as const;
const SOURDOUGH_SLICE =
  "SR28's French and Vienna bread (sourdough included) gives its slice as 139 g, an average of slices of every loaf size (the spread is 37 g), so a slice of a sourdough or crusty loaf is weighed as SR28's large slice of Italian bread, 30 g, a slice of a loaf of like size and crumb (its white sandwich-loaf slice, 18069, is 29 g)";
const BAGUETTE =
  "The same bread as sourdough (SR28's French or Vienna bread, 18029), as the long thin loaf: a slice of a baguette is a small round, so no loaf slice is used";

const LAMB_LOIN = "A boneless loin (fillet) of lamb is the loin chop's meat; SR28's loin, lean and fat (17023), has the figures, and its chop is not the piece";
const LAMB_CUTLETS =
  "A lamb cutlet is a rib chop, cut from the rack and usually french-trimmed; SR28's frenched bone-in rib chop (Australian, lean and fat, 17314) is that cut, and weighs it";

const CURRY_LEAVES =
  "SR28 has no fresh aromatic leaves but bay; dried bay leaf stands in, its dried figures richer per gram than a fresh leaf's. A curry leaf is counted by its own weight, 0.1 g, a few calories for a dozen";

const GREEN_OLIVE_SPOON =
  "SR28 weighs green olives only by the olive; the spoon (and so the cup) is borrowed from its ripe olives (09193), the same pitted fruit of like size, cured another way";
const DARK_CHOCOLATE_CUP =
  "SR28 weighs dark chocolate only by the ounce and bar; a cup of it, in chips or chopped, is borrowed from semisweet chocolate's cup of chips (19080, 168 g): chopped chocolate packs a little looser, so it may be somewhat overstated";

const CHIA_SPOONS = "SR28 weighs chia seeds only by the ounce; its spoon and cup measures are borrowed from whole flaxseed (12220), a small oil seed of like size";

/** Fresh herb sprigs SR28 does not weigh, borrowed from the nearest herb it does: fine-leaved dill (5 sprigs 1.0 g) or parsley (10 sprigs 10 g). */
const DILL_SPRIG = ['02045', 'sprigs'] as const;
const PARSLEY_SPRIG = ['11297', 'sprigs'] as const;

const NO_DRAINED_WHITE_BEANS =
  'SR28 has no drained canned figures for this bean; boiled with salt is the nearest composition (canned beans are cooked in brine)';

// Plant foods SR28 does not list, and the food that stands in for each.
const POBLANO =
  "SR28 has no poblano, a large mild chile; green bell pepper, a sweet pepper of the same species and like size, stands in, figures and piece weight (SR28's hot green chili is a small pungent pod, twice as rich per gram)";
const GUAJILLO = 'SR28 has no guajillo chile; the dried pasilla, another large dried Mexican chile of like size, stands in, figures and piece weight';
const PORCINI = 'SR28 has no porcini (ceps); white mushrooms, the common fresh mushroom, stand in';
const DRIED_PORCINI =
  'SR28 has no dried porcini (ceps) or morels; dried shiitake, the dried mushroom it lists (and what "dried mushrooms" means here), stands in. Its piece weight is of a shiitake, so none is used';
const SPRING_GREENS =
  'Spring greens are young cabbage plants cut before a heart forms; collards, the loose-leaved form of the same species (Brassica oleracea), stand in';
const MIZUNA =
  "SR28 has no mizuna or tatsoi, Japanese leaf greens of the species Brassica rapa; its mustard spinach (komatsuna), another of them, stands in";
const PEA_SHOOTS =
  'SR28 has no pea shoots; the leafy tips of cowpeas, the young shoots of another legume eaten the same way, stand in (their leaf weight is not used)';
const MICROGREENS =
  'Microgreens and micro cresses are seedlings cut a week or two after sowing; SR28 lists one such seedling green, garden cress, which stands in';
const FENNEL_FRONDS =
  "SR28 has no fennel fronds, only the bulb; fresh dill, the feathery leaf of a close relative that fronds look like and are used like, stands in";
const CORIANDER_ROOT = 'SR28 has no coriander root; the leaves of the same plant stand in (the root is used by the teaspoon, pounded into pastes)';
const SHISO = 'SR28 has no shiso (perilla); basil, a leaf herb of the same mint family used the same way, stands in (a shiso leaf is larger, so no leaf weight)';
const AROMATIC_LEAF =
  "SR28 has no fresh aromatic leaves but bay; dried bay leaf stands in. Like bay, these leaves are cooked whole for their scent and a few weigh a gram or two; bay's dried figures run richer per gram than a fresh leaf's. A fresh leaf weighs more than a dried bay leaf, so no leaf weight";
// SR28 lists these herbs only dried: the dried leaf, its water gone, is several times as rich per gram as the fresh.
const FRESH_OREGANO =
  'SR28 lists oregano and marjoram only dried; fresh thyme, a small-leaved Mediterranean herb of the same mint family used the same way, stands in (the dried leaf is several times as rich per gram)';
const FRESH_SAGE =
  'SR28 lists sage only dried and ground; fresh peppermint, a soft-leaved herb of the same mint family, stands in (the dried leaf is several times as rich per gram; a sage leaf, larger than a mint leaf, is weighed by its own count to the tablespoon: sageLeaf)';
const FRESH_TARRAGON =
  'SR28 lists tarragon only dried; fresh parsley, the tender leaf herb it is chopped with in fines herbes, stands in (the dried leaf is several times as rich per gram)';
const FRESH_CHERVIL =
  "SR28 lists chervil only dried; fresh parsley, its close relative (chervil is called French parsley) used the same way, stands in (the dried leaf is several times as rich per gram)";
const GARLIC_CHIVES = 'Garlic (Chinese) chives are a chive of the same genus with flat leaves; SR28 lists only chives, which stand in';
const LAMBS_LETTUCE = "SR28 has no lamb's lettuce (mâche); green leaf lettuce, a mild salad leaf eaten the same way, stands in";
const HORSERADISH_ROOT =
  'SR28 has no fresh horseradish root; prepared horseradish, the grated root kept in vinegar with a little salt, stands in (so it is a little more watery and salty than the fresh root)';
const NIGELLA =
  'SR28 has no nigella (kalonji, black onion seed); poppy seed, another small black oil seed scattered on breads and used by the teaspoon, stands in. Both are about a third to two fifths oil';
const BOUQUET_GARNI =
  'A bouquet garni is a tied bundle of herbs (thyme, bay, parsley) simmered and lifted out; fresh thyme, its main herb, stands in. A bundle has no weight here, so it is shown and not counted';
const SHICHIMI =
  'SR28 has no shichimi togarashi, a Japanese blend of mostly ground red chili with sansho pepper, orange peel, sesame, hemp seed, ginger and nori; its ground red pepper stands in';
const PANCH_PHORAN =
  "SR28 has no panch phoran, equal parts of five whole seeds (cumin, fennel, fenugreek, mustard, nigella); cumin seed stands in. An equal mix of SR28's cumin, fennel, fenugreek and mustard seed (it has no nigella) comes within 4% of cumin's energy and carbohydrate and within a sixth of its fat and protein, with twice its fiber (a quarter gram more a teaspoon)";
const RAS_EL_HANOUT =
  'SR28 has no ras el hanout, a North African blend of ground spices commonly led by cumin, coriander, ginger, turmeric and cinnamon; curry powder, a ground blend of the same seeds and roots, stands in, as it does for garam masala';
const AJWAIN = 'SR28 has no ajwain (carom seed); caraway seed, the seed of a close relative in the same family used whole by the teaspoon, stands in';
const WHOLE_GRAIN_FLOUR = "This flour is the whole grain milled; SR28 lists only the grain, which stands in (the grain's cup weight is not a flour's)";
const GLUTEN_FREE_FLOUR =
  'SR28 has no gluten-free flour blend; white rice flour, the usual main part of one (with starches such as potato and tapioca), stands in';
const FRESH_TURMERIC =
  'SR28 lists turmeric only dried and ground; fresh ginger root, the rhizome of a close relative used the same way (grated or pounded), stands in, as it does for galangal';
const CANDIED_GINGER =
  "SR28 has no crystallized (candied or stem) ginger, ginger root cooked in sugar syrup; its candied fruit, other fruit and peel candied the same way, stands in";
const PEPPERCORNS =
  'SR28 has no Sichuan or pink peppercorns (dried berries of other plants, used as pepper); black pepper, the peppercorn they are used like, stands in, as it does in five-spice';
const BLACK_RICE = 'SR28 has no black rice; brown rice, the whole grain of which black rice is a pigmented kind, stands in';
const GRAPEFRUIT_ZEST = 'SR28 has no grapefruit peel; orange peel, the rind of a close citrus relative used the same way, stands in, figures and measures';
const CHESTNUT_FLOUR = 'Chestnut flour is dried peeled chestnuts milled; SR28 lists the dried chestnuts, which stand in';

/**
 * Shellfish that SR28 weighs as meat only (its refuse for them is 0) but recipes weigh in the shell
 * ('1.5 lb littleneck clams', '2 kg mussels'): the shell's share of the weight as bought. A line
 * that names the meat ('clam meat', 'shucked mussels') keeps all of it (grams.ts, edibleShare);
 * counted pieces and cups are SR28's measures of the meat and are not touched.
 */
export const IN_SHELL_REFUSE: Readonly<Record<string, { percent: number; description: string; source: string }>> = {
  clams: {
    percent: 75,
    description: 'Shells (clams bought live in the shell)',
    source:
      "A pound of fresh clams in the shell gives about 4 oz of meat (ntro.it.com's clam conversion), 25%; soft-shell clams shucked by hand give about 29% of their live weight (Wheaton et al., Aquacultural Engineering 38, 2008), and littlenecks' and cherrystones' heavier shells less: 75% shell",
  },
  mussels: {
    percent: 75,
    description: 'Shells (mussels bought live in the shell)',
    source:
      "Mussels in the shell give 20 to 30% of their weight as meat (thekitchenpursuits.com's mussel yield guide): the middle, 25%; 75% shell",
  },
};

/**
 * Foods whose SR28 refuse does not describe what a recipe weighs, so the table carries none: the
 * food is sold as its edible part (corn and peas by weight are kernels and shelled peas, coconut is
 * its meat, prunes are sold pitted, bagged spinach and rocket are trimmed leaves, as are pea shoots,
 * microgreens and lamb's lettuce, pomegranate seeds are the arils, garlic and ginger pastes are
 * peeled), a weight of fresh herbs (and coriander root) is of the picked leaves, or SR28's figure is of another food (cherry tomatoes have no
 * core), or tamarind, sold as a block of pulp, or beef shin, sold boneless in Britain. Potatoes and sweet potatoes keep their skin in most
 * recipes (roasted, baked, mashed skin-on) and SR28 weighs them with it, so their refuse (the
 * parings) is not taken off either: a line that peels them counts the peel (a quarter of the
 * weight). Nuts, seeds and dried herbs are left out by their SR28 group, and "meat only" cuts by
 * their description (their refuse is the rest of the bird), in build-ingredients.ts.
 */
export const SOLD_AS_EDIBLE_PART: ReadonlySet<string> = new Set([
  'corn', 'peas', 'coconut', 'prunes', 'spinach', 'arugula', 'cherry tomatoes', 'cilantro', 'parsley',
  'potato', 'russet potato', 'red potato', 'white potato', 'sweet potato', 'tamarind',
  'pomegranate seeds', 'pea shoots', 'microgreens', "lamb's lettuce", 'garlic paste', 'ginger paste', 'coriander root',
  'fresh tarragon', 'fresh chervil', 'beef shin',
  // A weight of herbs with no kind named is of the picked leaves.
  'fresh herbs',
]);

/* Stand-ins for pantry foods SR28 does not list (issue 15), and the generic names cooks write. */
const BRIOCHE =
  "SR28 has no brioche; its butter croissant, the other butter-enriched French yeast dough, stands in. Brioche carries less butter than a laminated croissant, so fat and energy are somewhat overstated (challah, SR28's egg bread, would understate them further)";
const CHINESE_PANCAKES =
  "Mandarin (Peking duck) pancakes are thin unleavened wheat flatbreads of flour, water and oil; SR28's flour tortilla, the same kind of dough, stands in. They are far thinner, so the tortilla's piece weight is not used";
const POUND_CAKE = "Madeira cake is the British pound cake, a plain butter sponge; SR28's all-butter pound cake is that cake";
const MUESLI = "SR28's one muesli is ALPEN, a Swiss-style muesli of rolled grains, dried fruit, nuts and a little sugar; untoasted mueslis differ mostly in their share of fruit and nuts";
const AMARETTI =
  "SR28 has no amaretti; its coconut macaroon, the same egg-white-and-sugar cookie made with coconut for almonds, stands in. Amaretti are crisper and usually lower in fat";
const EGG_WASH = "Egg wash is beaten egg (sometimes with a spoon of milk or water); whole raw egg's figures";
const FOOD_COLORING =
  'SR28 has no food colouring; it is used by the drop or the dab and adds no nutrition worth counting at that amount, so water (0 kcal) stands in';
const FONDANT =
  "Fondant icing is sugar worked with glucose syrup and water (rolled icing adds a little fat and gum); SR28's fondant made from recipe is that sugar paste";
const DESSERT_WINE =
  "Sweet wines, fortified (cream sherry, Muscat, ginger wine) or late-harvest (Sauternes), carry both alcohol and sugar; SR28's sweet dessert wine stands for them, late-harvest wines being somewhat lighter in alcohol";
const CUSTARD_POWDER =
  "Custard powder (Bird's and the like) is cornflour coloured and flavoured with vanilla; SR28's cornstarch is that starch";
const FLOWER_WATER =
  'Rose and orange-blossom waters are water distilled with the petals, carrying only their scent; SR28 has neither, and water (0 kcal) stands in';
const LIQUID_SMOKE = 'Liquid smoke is wood smoke condensed into water and used by the drop; SR28 has none, and water (0 kcal) stands in';
const XANTHAN_GUM =
  "SR28 has no xanthan or guar gum; pectin, the other powdered plant gum a recipe thickens with by the teaspoon, stands in. These gums are nearly all fibre, so pectin's figures overstate their energy, by under 10 kcal a teaspoon. SR28 weighs pectin by the package; the cup is borrowed from cornstarch (20027), another fine powder";
const CUSTARD =
  "Custard in a recipe is pouring custard: milk thickened with egg or custard powder and sweetened, as bought ready-made or made up; SR28's egg custard from dry mix made with whole milk is that. A homemade crème anglaise of yolks and cream is richer";
const SPLENDA =
  "SR28's Splenda is the packet sweetener, sucralose carried on dextrose and maltodextrin and used by the packet (1 g); granulated Splenda for baking is the same powder, far lighter by the cup than sugar";
const GOLDEN_SYRUP =
  "SR28 has no golden syrup (cane sugar syrup partly inverted into glucose and fructose, about four-fifths sugar); honey, an invert-sugar syrup of the same sugar share and weight per spoon, stands in";
const RICE_SYRUP =
  "SR28 has no brown rice syrup; malt syrup, the other grain syrup of maltose and glucose made by malting starch, stands in. Malt syrup carries some protein (6 g per 100 g) that rice syrup lacks";
const COCONUT_SUGAR =
  "SR28 has no coconut or palm sugar, nor jaggery or panela; brown sugar, the nearest sugar that keeps some of its molasses, stands in (all are nearly all sugar, about 380 kcal per 100 g). Spoon and cup weights are of unpacked brown sugar";
const SUGAR_SYRUP =
  "SR28 has no plain sugar syrup; its fruit-flavoured syrup, sugar dissolved in water at about two parts to one (65% sugar), stands in. A 1:1 simple syrup has about a quarter less sugar. SR28 weighs it only by the serving; the cup is borrowed from light corn syrup (19350)";
const FLAVORED_SYRUP =
  "SR28's fruit-flavoured syrup (65% sugar) stands in for flavoured syrups and undiluted cordials, sugar syrups carrying a flavour; most cordials are somewhat less sweet. The cup is borrowed from light corn syrup (19350)";
const SWEET_CHILI_SAUCE =
  "SR28 has no Thai sweet chili sauce; plum sauce, the other sweet-and-sour Asian dipping sauce of sugar, vinegar and starch, stands in. Sweet chili sauce is usually sweeter and saltier";
const ANCHOVY_PASTE =
  "Anchovy paste is pounded anchovies with oil and salt; SR28 has no paste, and its oil-packed anchovies stand in (the paste is usually saltier). The spoon is borrowed from tomato paste (11546)";
const GARLIC_PASTE =
  "Garlic paste or purée is crushed raw garlic (jarred pastes add a little oil, salt or acid); raw garlic's figures. SR28 weighs garlic by the chopped cup, so the spoon and cup of a paste are borrowed from tomato paste (11546)";
const GINGER_PASTE =
  "Ginger paste or purée is grated raw ginger root (jarred pastes add a little oil, salt or acid); raw ginger's figures, with spoon and cup borrowed from tomato paste (11546)";
const TURKEY_STOCK = 'SR28 has no turkey stock; its homemade chicken stock, a poultry-bone stock made the same way, stands in';
const SHELLFISH_STOCK = 'SR28 has no shellfish stock; its homemade fish stock, a seafood stock simmered the same way, stands in';
const DASHI =
  "SR28 has no dashi, the Japanese stock of kelp and dried bonito; its homemade fish stock stands in. Dashi is a quicker, lighter infusion, so the fish stock's energy (about 38 kcal a cup) overstates it";
const MUSHROOM_STOCK = 'SR28 has no mushroom stock; its vegetable broth, the meatless stock it lists, stands in (both a few kcal a cup)';
const LIQUEUR =
  "SR28 lists two sweet liqueurs, coffee liqueur (53 proof) and crème de menthe (72 proof); coffee liqueur stands in for the others, spirits sweetened with sugar and flavoured. Liqueurs run from about 15% to 40% alcohol and from a tenth to half sugar, so a liqueur's energy may differ from these figures by a third either way";
const SAMBUCA = "SR28 has no sambuca or anise liqueur; crème de menthe, a clear sweet liqueur of like strength (36% alcohol) and sugar, stands in";
const IRISH_CREAM = "SR28's coffee-and-cream liqueur (34 proof, about 17% alcohol) is the cream liqueur Irish cream is; its flavour is coffee rather than whiskey and cocoa";
const PASTIS =
  "Pastis, ouzo and raki are anise-flavoured spirits bottled at 40-45% alcohol; SR28's 80-proof spirits stand in. Pastis carries a little sugar that is not counted";
const BITTERS =
  "SR28 has no bitters; angostura and other cocktail bitters are spirits (about 45% alcohol) infused with herbs and used by the dash, and SR28's 80-proof spirits stand in";
const NECTAR = 'SR28 lists this fruit as canned nectar (purée with water and sugar), which is what a bottled juice of it usually is';
const STOCK =
  "A recipe's plain 'stock' is most often chicken stock, which SR28's canned chicken broth is; beef and vegetable stocks differ little in energy (a few kcal a cup either way), more in salt";
const FRESH_HERBS =
  "Fresh herbs with no kind named are counted as parsley, the commonest of them; SR28's fresh leafy herbs run from 23 kcal per 100 g (basil, coriander) to 70 (peppermint), and a recipe uses a few grams";
const NUTS =
  "Nuts with no kind named are counted as SR28's mixed nuts (dry-roasted, with peanuts), 607 kcal per 100 g; single nuts run from 553 (cashews) to 718 (macadamias)";
const VEGETABLES =
  "Vegetables with no kind named are counted as SR28's frozen mixed vegetables (carrots, corn, peas, green beans, lima beans), 72 kcal per 100 g: about twice a watery vegetable (broccoli 34, carrots 41) and near a potato (77)";
const DRIED_FRUIT =
  "Mixed dried fruit in baking is mostly vine fruits (raisins, sultanas, currants); SR28's raisins stand for it. Dried apricots, prunes and figs run a little lower in sugar";
const MIXED_SEEDS =
  "A seed mix (sunflower, pumpkin, sesame, flax) is counted as sunflower seeds, its usual main part; SR28's four seeds are within 10% of each other's energy (534-584 kcal per 100 g)";
const FISH_FILLETS =
  "Fish fillets with no kind named are, in most recipes, white fish; cod stands for it (82 kcal per 100 g). An oily fish such as salmon has more than twice its energy";
const SAUSAGES =
  "Sausages with no kind named are counted as fresh pork sausages, the usual kind. SR28 weighs only a small breakfast link (25 g), less than half a British banger, so a counted sausage is weighed by the trade's sizes (see CURATED_PORTIONS.sausage)";
const SALAD_LEAF = "A salad leaf with no kind named is counted as green leaf lettuce, as the plural 'salad leaves' is";

export const SELECTION: Group[] = [
  {
    category: 'vegetables',
    foods: [
      f('yellow wax beans', '11722', ['wax beans', 'yellow beans', 'yellow snap beans'], { cup: 'cup 1/2" pieces' }),
      f('sorrel', '11616', ['sorrel leaves', 'sorrel leaf', 'wild sorrel', 'dock leaves']),
      f('dried ancho chiles', '11978', ['ancho chile', 'ancho chiles', 'dried ancho chile', 'ancho chilies', 'chiles anchos', 'ancho chili pepper', 'ancho chile pepper', 'ancho pepper', 'mulato chile', 'mulato chiles', 'dried mulato chiles'], { each: 'pepper' }),
      f('dried pasilla chiles', '11982', ['pasilla chile', 'pasilla chiles', 'pasilla chillies', 'chile negro'], { each: 'pepper' }),
      f('salsify', '11437', ['salsify root', 'oyster plant']),
      f('galangal', '11216', ['fresh galangal', 'galangal root'], { slice: 'slices (1" dia)' }, GALANGAL),
      f('chicory', '11151', ['white chicory', 'witloof', 'witloof chicory', 'chicory heads'], { each: 'head' }),
      f('onion', '11282', ['onions', 'yellow onion', 'brown onion', 'white onion', 'red onion', 'spanish onion', 'red onions'], { cup: 'cup, chopped', slice: 'slice, medium' }),
      f('sweet onion', '11294', ['vidalia onion', 'walla walla onion'], { each: 'onion' }),
      f('green onion', '11291', ['green onions', 'scallion', 'scallions', 'spring onion', 'spring onions', 'salad onion'], { cup: 'cup, chopped', each: 'medium', bunch: CURATED_PORTIONS.greenOnionBunch }),
      // A scotch bonnet or habanero is the same hot chili, a fraction of SR28's 45 g pepper, so no piece weight.
      f('scotch bonnet', '11819', ['scotch bonnet chilli', 'scotch bonnet chillies', 'scotch bonnet pepper', 'scotch bonnet peppers', 'habanero chile', 'habanero chiles', 'habanero pepper', 'habanero peppers'], { cup: 'cup, chopped or diced', each: CURATED_PORTIONS.scotchBonnet }),
      f('shallot', '11677', ['shallots', 'eschalot'], { each: CURATED_PORTIONS.shallot }),
      // A banana (echalion) shallot is the same food, about twice the length: the European shallot's weight would undercount it.
      f('banana shallot', '11677', ['banana shallots', 'echalion shallot', 'echalion shallots'], { each: CURATED_PORTIONS.bananaShallot }),
      f('garlic', '11215', ['garlic clove', 'garlic cloves', 'cloves garlic', 'fresh garlic', 'minced garlic'], { clove: 'clove', head: CURATED_PORTIONS.garlicHead }),
      f('leek', '11246', ['leeks'], { each: 'leek' }),
      f('carrot', '11124', ['chantenay carrots', 'chantenay carrot', 'carrots'], { cup: 'cup chopped', each: 'medium' }),
      f('celery', '11143', ['celery stalk', 'celery stalks', 'celery ribs', 'celery rib'], { stalk: 'stalk, medium', each: 'stalk, medium' }),
      f('red bell pepper', '11821', ['red pepper', 'red capsicum', 'red sweet pepper', 'red peppers'], { cup: 'cup, chopped', each: 'medium' }),
      f('green bell pepper', '11333', ['green pepper', 'green capsicum', 'bell pepper', 'bell peppers', 'capsicum'], { cup: 'cup, chopped', each: 'medium' }),
      f('yellow bell pepper', '11951', ['yellow pepper', 'orange bell pepper', 'yellow capsicum', 'orange pepper', 'orange capsicum', 'orange sweet pepper'], { large: 'pepper, large', each: 'pepper, large' }),
      f('jalapeño', '11979', ['jalapenos', 'jalapeño pepper', 'jalapeno chili', 'jalapeño chile', 'jalapeño chiles'], { each: 'pepper' }),
      f('serrano pepper', '11977', ['serrano', 'serrano chili', 'serrano chile'], { each: 'pepper' }),
      f('green chili pepper', '11670', ['green chile', 'green chili', 'green chilli', 'hot green pepper', 'fresh green chili', 'fresh green chile', 'hot green chile', 'hot green chili', 'green chile pepper', 'anaheim chile', 'anaheim chiles', 'anaheim chili', 'anaheim pepper', 'anaheim peppers', 'hatch chile', 'hatch chiles'], { each: 'pepper', cup: 'cup, chopped or diced' }),
      f('red chili pepper', '11819', ['chillies', 'fresh chilli', 'fresh red chilli', 'red chile', 'red chili', 'red chilli', 'fresh red chili', 'birds eye chili', 'thai chili', 'thai chile', 'birds eye chile', 'thai bird chili', 'thai bird chile', 'hot chili', 'hot chile', 'chile pepper', 'chili pepper', 'hot chili pepper', 'hot chile pepper', 'fresh chile'], { each: 'pepper', cup: 'cup, chopped or diced' }),
      f('banana pepper', '11976', ['banana peppers', 'hungarian yellow wax pepper']),
      f('hungarian pepper', '11981', ['hungarian wax pepper'], { each: 'pepper' }),
      f('canned green chiles', '11980', ['diced green chiles', 'green chiles', 'canned green chilies']),
      f('tomato', '11529', ['tomatoes', 'fresh tomato', 'fresh tomatoes', 'roma tomato', 'roma tomatoes', 'plum tomato', 'plum tomatoes', 'vine tomatoes', 'beefsteak tomato', 'tomatoes on the vine'], {
        cup: 'cup, chopped or sliced',
        medium: 'medium whole',
        large: 'large whole',
        small: 'small whole',
        slice: 'slice, medium',
        each: 'medium whole',
      }),
      f('cherry tomatoes', '11529', ['cherry tomato', 'grape tomatoes', 'grape tomato', 'cherry tomatoes on the vine'], { cup: 'cup cherry tomatoes', each: 'cherry', medium: null, large: null, small: null, slice: null }),
      f('potato', '11352', ['desiree potato', 'desiree potatoes', 'potatoes', 'yukon gold potato', 'yukon gold potatoes', 'all-purpose potatoes', 'waxy potatoes'], {
        cup: 'cup, diced',
        small: 'potato small',
        medium: 'potato medium',
        large: 'potato large',
        each: 'potato medium',
      }),
      f('russet potato', '11353', ['maris piper potato', 'maris piper potatoes', 'king edward potato', 'king edward potatoes', 'floury potato', 'russet potatoes', 'baking potato', 'baking potatoes', 'idaho potato', 'floury potatoes'], {
        cup: 'cup, diced',
        small: 'potato small',
        medium: 'potato medium',
        large: 'potato large',
        each: 'potato medium',
      }),
      f('red potato', '11355', ['charlotte potato', 'charlotte potatoes', 'jersey royal potato', 'jersey royal potatoes', 'jersey royals', 'fingerling potato', 'fingerling potatoes', 'salad potatoes', 'red potatoes', 'new potatoes', 'baby potatoes', 'red-skinned potatoes'], {
        cup: 'cup, diced',
        small: 'potato small',
        medium: 'potato medium',
        large: 'potato large',
        each: 'potato small',
      }),
      f('white potato', '11354', ['white potatoes'], { cup: 'cup, diced', each: 'medium' }),
      f('sweet potato', '11507', ['sweet potatoes', 'kumara', 'sweetpotato'], { cup: 'cup, cubes', medium: 'sweetpotato, 5" long', each: 'sweetpotato, 5" long' }),
      f('yam', '11601', ['yams', 'true yam']),
      f('broccoli', '11090', ['purple sprouting broccoli', 'sprouting broccoli', 'tenderstem broccoli', 'broccoli florets', 'broccoli crowns', 'head of broccoli', 'broccoli head'], { cup: 'cup chopped', stalk: 'stalk', head: 'bunch', bunch: null }),
      f('broccoli rabe', '11096', ['rapini', 'broccoli raab'], { cup: 'cup chopped' }),
      f('cauliflower', '11135', ['cauliflower florets', 'head of cauliflower'], { cup: 'cup chopped', head: 'head medium', each: 'head medium' }),
      f('cabbage', '11109', ['green cabbage', 'white cabbage', 'coleslaw mix', 'cole slaw mix'], { cup: 'cup, shredded', head: 'head, medium', leaf: 'leaf, medium', each: 'head, medium' }),
      f('red cabbage', '11112', ['purple cabbage'], { cup: 'cup, shredded', head: 'head, medium', leaf: 'leaf', each: 'head, medium' }),
      // SR28 weighs whole heads only of green cabbage (11109): a savoy head is of the same sizes.
      f('savoy cabbage', '11114', [], {
        head: ['11109', 'head, medium'],
        each: ['11109', 'head, medium'],
        medium: ['11109', 'head, medium'],
        large: ['11109', 'head, large'],
        small: ['11109', 'head, small'],
      }),
      f('napa cabbage', '11119', ['chinese cabbage', 'wombok', 'chinese leaves']),
      f('bok choy', '11116', ['pak choi', 'pak choy', 'baby bok choy', 'bok choi'], { head: 'head', each: 'head' }),
      f('spinach', '11457', ['baby spinach', 'fresh spinach', 'english spinach', 'spinach leaves'], { bunch: 'bunch', package: 'package (10 oz)' }),
      f('frozen spinach', '11463', ['frozen chopped spinach'], { package: 'package (10 oz)' }),
      f('kale', '11233', ['curly kale', 'lacinato kale', 'cavolo nero', 'tuscan kale', 'dinosaur kale'], { bunch: CURATED_PORTIONS.kaleBunch }),
      f('swiss chard', '11147', ['chard', 'rainbow chard', 'silverbeet', 'ruby chard', 'red chard']),
      f('collard greens', '11161', ['collards']),
      f('mustard greens', '11270', []),
      f('turnip greens', '11568', ['turnip tops']),
      f('beet greens', '11086', [], { cup: 'cup' }),
      f('dandelion greens', '11207', ['dandelion leaves', 'dandelion leaf']),
      f('arugula', '11959', ['rocket', 'roquette', 'baby arugula', 'rocket salad']),
      f('romaine lettuce', '11251', ['little gem lettuce', 'little gem', 'baby gem lettuce', 'baby gem', 'romaine', 'cos lettuce', 'romaine hearts'], { cup: 'cup shredded', leaf: 'leaf outer', head: 'head', each: 'head' }),
      f('iceberg lettuce', '11252', ['iceberg'], { cup: 'cup shredded', head: 'head, medium', leaf: 'leaf, medium', each: 'head, medium' }),
      f('butter lettuce', '11250', ['boston lettuce', 'bibb lettuce', 'butterhead lettuce', 'round lettuce'], { leaf: 'leaf, medium', each: 'head' }),
      f('green leaf lettuce', '11253', ['mixed salad leaves', 'mixed salad leaf', 'mixed leaves', 'baby salad leaves', 'lettuce', 'leaf lettuce', 'mixed greens', 'salad greens', 'salad leaves', 'spring mix', 'mesclun', 'mesclun greens', 'mesclun mix'], { leaf: 'leaf outer', each: 'head' }),
      f('red leaf lettuce', '11257', ['lollo rosso', 'lollo rossa', 'lollo rosso lettuce'], { leaf: 'leaf outer', each: 'head' }),
      f('radicchio', '11952', [], { head: CURATED_PORTIONS.radicchioHead, each: CURATED_PORTIONS.radicchioHead }),
      f('endive', '11213', ['curly endive', 'frisee', 'escarole', 'belgian endive', 'frisee lettuce'], { cup: 'cup, chopped', each: 'head' }),
      f('watercress', '11591', ['cress'], { sprig: 'sprig', bunch: CURATED_PORTIONS.watercressBunch }),
      f('cucumber', '11205', ['cucumbers', 'english cucumber', 'lebanese cucumber', 'persian cucumber'], { cup: 'cup slices', each: 'cucumber' }),
      f('zucchini', '11477', ['courgette', 'courgettes', 'zucchinis'], { cup: 'cup, chopped', each: 'medium' }),
      f('yellow squash', '11641', ['summer squash', 'yellow summer squash', 'crookneck squash'], { cup: 'cup, sliced', each: 'medium' }),
      f('butternut squash', '11485', ['butternut', 'butternut pumpkin'], { each: CURATED_PORTIONS.butternutSquash, medium: CURATED_PORTIONS.butternutSquash, small: CURATED_PORTIONS.smallButternutSquash }),
      f('acorn squash', '11482', [], { cup: 'cup, cubes', each: 'squash' }),
      f('spaghetti squash', '11492', []),
      f('winter squash', '11643', ['squash', 'hubbard squash', 'kabocha squash']),
      f('pumpkin', '11422', ['fresh pumpkin', 'sugar pumpkin', 'pie pumpkin']),
      f('canned pumpkin', '11424', ['pumpkin puree', 'pureed pumpkin', 'pumpkin purée canned']),
      f('eggplant', '11209', ['aubergine', 'eggplants', 'aubergines'], { cup: 'cup, cubes', each: 'eggplant, unpeeled' }),
      f('mushrooms', '11260', ['white mushrooms', 'button mushrooms', 'mushroom', 'white button mushrooms', 'mushroom caps'], { cup: 'cup, pieces or slices', each: 'medium' }),
      f('cremini mushrooms', '11266', ['crimini mushrooms', 'baby bella mushrooms', 'brown mushrooms', 'chestnut mushrooms', 'baby portobello mushrooms'], { cup: 'cup sliced', each: 'piece whole' }),
      f('portobello mushroom', '11265', ['portobello mushrooms', 'portabella mushrooms', 'portobello caps'], { cup: 'cup diced', each: 'piece whole' }),
      f('shiitake mushrooms', '11238', ['shiitake', 'fresh shiitake', 'shiitake mushroom caps', 'shiitake caps'], { each: 'piece whole' }),
      f('dried shiitake mushrooms', '11268', ['dried shiitake', 'dried mushrooms', 'dried shiitake mushroom caps'], { each: 'mushroom' }),
      f('oyster mushrooms', '11987', [], { cup: 'cup sliced' }),
      f('enoki mushrooms', '11950', ['enoki'], { cup: 'cup whole' }),
      f('chanterelle mushrooms', '11239', ['chanterelles', 'girolles', 'girolle', 'girolle mushroom', 'chanterelle'], { each: 'piece' }),
      f('canned mushrooms', '11264', ['mushrooms (canned, drained)', 'sliced mushrooms canned', 'mushroom pieces and stems'], { cup: 'cup', can: 'can' }),
      f('asparagus', '11011', ['asparagus spears', 'asparagus spear'], { each: 'spear, medium' }),
      // Tips are the top of the spear: a whole spear's weight would overcount them.
      f('asparagus tips', '11011', ['baby asparagus tips', 'asparagus tip']),
      f('green beans', '11052', ['string beans', 'snap beans', 'french beans', 'haricots verts', 'runner beans', 'fine beans', 'fine green beans'], { cup: 'cup 1/2" pieces' }),
      f('frozen green beans', '11060', [], { package: 'package (10 oz)' }),
      f('peas', '11304', ['green peas', 'fresh peas', 'garden peas', 'english peas']),
      f('frozen peas', '11312', ['frozen green peas', 'petits pois']),
      f('snow peas', '11300', ['sugar snap peas', 'snap peas', 'mangetout', 'pea pods', 'mange tout'], { cup: 'cup, whole' }),
      f('corn', '11167', ['sweet corn', 'corn on the cob', 'fresh corn', 'corn kernels', 'ear of corn', 'corn cob', 'sweetcorn cob', 'corn cobs', 'sweetcorn kernels'], { ear: 'ear, medium', each: 'ear, medium' }),
      f('frozen corn', '11178', ['frozen corn kernels', 'frozen sweet corn'], { package: 'package' }),
      f('canned corn', '11172', ['corn (canned, drained)', 'whole kernel corn', 'tinned sweetcorn', 'sweetcorn'], { can: 'can (303 x 406)' }),
      f('edamame', '11211', ['shelled edamame', 'green soybeans', 'edamame beans']),
      f('lima beans', '11039', ['baby lima beans', 'frozen lima beans']),
      f('fava beans', '11088', ['broad beans', 'fresh fava beans', 'fresh broad beans'], { each: 'broadbean' }),
      f('okra', '11278', ['ladies fingers', 'bhindi']),
      f('beets', '11080', ['beet', 'beetroot', 'beetroots', 'red beets'], { each: 'beet (2" dia)' }),
      f('radishes', '11429', ['radish', 'red radishes', 'breakfast radishes', 'french breakfast radishes'], { cup: 'cup slices', each: 'medium', bunch: CURATED_PORTIONS.radishBunch }),
      f('daikon', '11430', ['daikon radish', 'white radish', 'mooli'], { cup: 'cup slices', each: 'radish (7" long)' }),
      f('turnip', '11564', ['turnips'], { cup: 'cup, cubes', each: 'medium' }),
      // SR28 weighs a whole parsnip only boiled (11299, '1 parsnip (9" long)'); boiling leaves the root its size.
      f('parsnip', '11298', ['parsnips'], { each: ['11299', 'parsnip'] }),
      f('rutabaga', '11435', ['swede', 'rutabagas', 'neeps'], { cup: 'cup, cubes', each: 'medium' }),
      f('celeriac', '11141', ['celery root'], { each: CURATED_PORTIONS.celeriac }),
      f('kohlrabi', '11241', []),
      f('fennel', '11957', ['fennel bulb', 'florence fennel', 'fennel bulbs'], { each: 'bulb' }),
      f('artichoke', '11007', ['artichokes', 'globe artichoke'], { medium: 'artichoke, medium', large: 'artichoke, large', each: 'artichoke, medium' }),
      f('artichoke hearts', '11009', ['frozen artichoke hearts'], { package: 'package (9 oz)' }),
      f('brussels sprouts', '11098', ['brussel sprouts', 'brussels sprout', 'sprouts'], { each: 'sprout' }),
      f('bean sprouts', '11043', ['mung bean sprouts', 'beansprouts'], { package: 'package (12 oz)' }),
      f('alfalfa sprouts', '11001', []),
      f('bamboo shoots', '11028', ['canned bamboo shoots'], { cup: 'cup (1/8" slices)', can: 'can' }),
      f('water chestnuts', '11590', ['canned water chestnuts'], { cup: 'cup slices', each: 'waterchestnuts' }),
      f('hearts of palm', '11961', ['palm hearts'], { each: 'piece' }),
      f('tomatillos', '11954', ['tomatillo', 'tomate verde', 'tomates verdes'], { each: 'medium' }),
      f('jicama', '11603', ['yam bean', 'mexican turnip'], { cup: 'cup', each: 'medium' }),
      f('chayote', '11149', ['choko', 'mirliton'], { each: 'chayote' }),
      f('ginger', '11216', ['fresh ginger', 'ginger root', 'gingerroot', 'grated ginger'], { slice: 'slices (1" dia)', cm: CURATED_PORTIONS.gingerCm, each: CURATED_PORTIONS.gingerPiece }),
      f('lemongrass', '11972', ['lemon grass'], { stalk: CURATED_PORTIONS.lemongrassStalk, each: CURATED_PORTIONS.lemongrassStalk }),
      f('cassava', '11134', ['yuca', 'manioc'], { each: 'root' }),
      f('taro', '11518', ['taro root', 'dasheen']),
      f('lotus root', '11254', [], { each: 'root' }),
      f('burdock root', '11104', ['gobo'], { each: 'root' }),
      f('nopales', '11963', ['cactus paddles', 'nopalitos']),
      f('sauerkraut', '11439', [], { cup: 'cup' }),
      f('kimchi', '11118', ['kimchee', 'cabbage kimchi']),
      f('dill pickles', '11937', ['cornichons', 'cornichon', 'pickles', 'pickle', 'dill pickle', 'gherkins', 'kosher dill pickles'], { cup: 'cup, chopped or diced', large: 'large', each: 'large', slice: 'slice' }),
      f('sweet pickles', '11940', ['bread and butter pickles', 'sweet gherkins'], { cup: 'cup, chopped' }),
      f('pickle relish', '11945', ['sweet relish', 'relish', 'sweet pickle relish']),
      f('nori', '11446', ['laver', 'gim', 'seaweed sheets', 'nori sheets', 'sushi nori'], { sheet: 'sheets' }),
      f('wakame', '11669', ['wakame seaweed']),
      f('kelp', '11445', ['kelp seaweed']),
      f('agar', '11663', ['agar-agar', 'agar powder', 'agar-agar powder', 'agar flakes', 'kanten']),
      f('pimientos', '11943', ['pimentos', 'pimento', 'pimiento'], { each: 'pimiento, whole' }),
      f('roasted red peppers', '11916', ['piquillo peppers', 'piquillo pepper', 'jarred roasted red peppers', 'roasted peppers', 'canned red peppers'], { cup: 'cup, halves' }),
      f('frozen mixed vegetables', '11583', ['mixed vegetables', 'mixed veggies'], { package: 'package (10 oz)' }),
      f('mashed potatoes', '11934', ['mashed potato', 'mash']),
      f('instant potato flakes', '11378', ['potato flakes', 'instant mashed potatoes', 'instant mash']),
      f('dried red chiles', '11962', ['dried red chile', 'dried red chili', 'dried red chilies', 'dried red chili pepper', 'dried red chili peppers', 'dried chile', 'dried chiles', 'dried chili', 'dried chilies', 'dried hot chiles', 'dried thai chiles', 'dried thai chilies', 'dried birds eye chiles', 'chile de arbol', 'chiles de arbol', 'arbol chiles', 'dried arbol chiles', 'kashmiri chiles', 'dried kashmiri chiles', 'sun-dried chiles'], { each: 'pepper' }),
      f('guajillo chiles', '11982', ['guajillo chile', 'guajillo chilies', 'guajillo chili', 'dried guajillo chiles', 'dried guajillo chile', 'chiles guajillos', 'guajillo peppers'], { each: 'pepper' }, GUAJILLO),
      f('poblano pepper', '11333', ['poblano', 'poblanos', 'poblano chile', 'poblano chiles', 'poblano chili', 'poblano peppers', 'chile poblano', 'chiles poblanos'], { cup: 'cup, chopped', each: 'medium' }, POBLANO),
      f('morels', '11240', ['morel', 'morel mushroom', 'morel mushrooms'], { each: 'piece' }),
      f('maitake mushrooms', '11993', ['maitake', 'maitake mushroom', 'hen of the woods'], { cup: 'cup diced', each: null }),
      f('porcini', '11260', ['porcini mushrooms', 'porcini mushroom', 'ceps', 'cep', 'cep mushrooms', 'penny bun mushrooms'], { cup: 'cup, pieces or slices', each: null, small: null, medium: null, large: null, slice: null }, PORCINI),
      f('dried porcini', '11268', ['dried porcini mushrooms', 'dried ceps', 'dried cep', 'dried porcini ceps', 'dried morels', 'dried morel mushrooms', 'porcini powder', 'cep powder', 'dried cep powder'], { each: null }, DRIED_PORCINI),
      f('spring greens', '11161', ['spring green'], { cup: 'cup, chopped' }, SPRING_GREENS),
      f('mustard spinach', '11274', ['komatsuna', 'tendergreen'], { cup: 'cup, chopped' }),
      f('mizuna', '11274', ['mizuna leaves', 'mizuna leaf', 'mizuna greens', 'tatsoi', 'tat soi'], { cup: 'cup, chopped' }, MIZUNA),
      f('chinese broccoli', '11994', ['gai lan', 'kai lan', 'kailan', 'chinese kale']),
      f('pea shoots', '11201', ['pea shoot', 'pea tendrils', 'pea tendril', 'pea leaves'], { cup: 'cup, chopped', leaf: null }, PEA_SHOOTS),
      f('garden cress', '11203', ['salad cress', 'mustard and cress', 'mustard cress', 'pepper cress', 'peppercress', 'land cress', 'curly cress'], { cup: 'cup', sprig: 'sprig' }),
      f('microgreens', '11203', ['micro greens', 'micro herbs', 'micro leaves', 'micro cress', 'mixed cress'], { cup: 'cup', sprig: 'sprig' }, MICROGREENS),
      f('amaranth leaves', '11003', ['amaranth greens', 'callaloo', 'amaranth cress', 'red amaranth cress'], { cup: 'cup', leaf: 'leaf' }),
      f('radish sprouts', '11676', ['daikon cress', 'daikon sprouts', 'radish cress', 'kaiware'], { cup: 'cup' }),
      f("lamb's lettuce", '11253', ['mache', 'corn salad'], { leaf: null, each: null, head: null }, LAMBS_LETTUCE),
      f('purslane', '11427', ['purslane leaves', 'verdolagas'], { cup: 'cup' }),
      f('lambsquarters', '11244', ['lambs quarters', 'fat hen']),
      f('fiddlehead ferns', '11995', ['fiddleheads', 'fiddlehead']),
      f('squash blossoms', '11416', ['squash blossom', 'squash flowers', 'courgette flowers', 'courgette flower', 'zucchini flowers', 'zucchini blossoms', 'zucchini blossom', 'pumpkin flowers'], { each: 'flower' }),
      f('winter melon', '11593', ['wax gourd', 'ash gourd'], { cup: 'cup, cubes', each: null }),
      f('horseradish root', '02055', ['fresh horseradish', 'fresh horseradish root', 'horseradish roots'], {}, HORSERADISH_ROOT),
      // The green tops of scallions; a piece weight would be of the whole onion.
      f('scallion greens', '11291', ['scallion tops', 'green onion tops', 'spring onion tops', 'spring onion greens'], { cup: 'cup, chopped', each: null, small: null, medium: null, large: null }),
      f('fresh turmeric', '11216', ['fresh turmeric root', 'turmeric root', 'raw turmeric'], { tsp: 'tsp', slice: null }, FRESH_TURMERIC),
      f('yardlong beans', '11199', ['yardlong bean', 'long beans', 'chinese long beans', 'snake beans'], { cup: 'cup slices', each: 'pod' }),
      // Vine leaves are bought in brine (jars, vacuum packs) far more than fresh.
      f('vine leaves', '11975', ['vine leaf', 'grape leaves', 'grape leaf', 'vine leaves in brine', 'preserved vine leaves', 'bottled grape leaves', 'jarred grape leaves'], { leaf: 'leaf', each: null }),
      f('fresh vine leaves', '11974', ['fresh grape leaves', 'fresh vine leaf', 'fresh grape leaf'], { cup: 'cup', leaf: 'leaf', each: null }),
      f('romanesco', '11965', ['romanesco broccoli', 'romanesco cauliflower', 'broccoflower', 'green cauliflower']),
      f('jerusalem artichokes', '11226', ['jerusalem artichoke', 'sunchokes', 'sunchoke', 'sun chokes'], { cup: 'cup slices' }),
      f('pepperoncini', '11976', ['pepperoncini peppers', 'peperoncini'], { each: null, small: null, medium: null, large: null }, PEPPERONCINI),
      f('french fries', '11402', ['frozen french fries', 'frozen chips', 'oven chips'], {}),
      f('coleslaw', '21127', ['prepared coleslaw', 'deli coleslaw', 'ready-made coleslaw']),
    ],
  },
  {
    category: 'fruit',
    foods: [
      f('candied fruit', '09426', ['candied peel', 'mixed peel', 'candied mixed peel', 'candied citrus peel', 'glacé cherries', 'candied cherries', 'candied orange peel', 'candied lemon peel', 'candied citron', 'citron peel']),
      f('tamarind', '09322', ['tamarind pulp', 'tamarind paste', 'tamarind block'], { cup: 'cup, pulp', each: null }),
      f('gooseberries', '09107', ['gooseberry', 'fresh gooseberries']),
      f('kumquats', '09149', ['kumquat'], { each: 'fruit without refuse' }),
      f('goji berries', '09110', ['goji berry', 'dried goji berries', 'goji']),
      f('maraschino cherries', '09328', ['maraschino cherry', 'cocktail cherries'], { each: 'cherry' }),
      f('apple', '09003', ['bramley apple', 'bramley apples', 'golden delicious apple', 'braeburn apple', 'eating apple', 'dessert apple', 'cox apple', 'pink lady apple', 'apples', 'green apple', 'red apple', 'granny smith apple', 'granny smith apples', 'honeycrisp apple', 'gala apple', 'cooking apple'], {
        cup: 'cup, quartered or chopped',
        each: 'medium',
      }),
      f('peeled apple', '09004', ['peeled apples'], { cup: 'cup slices', each: 'medium' }),
      f('banana', '09040', ['bananas', 'ripe banana', 'ripe bananas', 'mashed banana'], { cup: 'cup, mashed', each: 'medium' }),
      f('orange', '09200', ['unwaxed orange', 'oranges', 'navel orange', 'navel oranges'], { cup: 'cup, sections', medium: 'fruit (2-5/8" dia)', each: 'fruit (2-5/8" dia)' }),
      f('orange juice', '09206', ['fresh orange juice', 'freshly squeezed orange juice', 'juice of an orange'], { each: 'fruit yields' }),
      f('orange zest', '09216', ['orange peel', 'grated orange peel', 'orange rind', 'grated orange zest']),
      f('lemon', '09150', ['unwaxed lemon', 'unwaxed lemons', 'lemons', 'whole lemon'], { cup: 'cup, sections', each: 'fruit (2-1/8" dia)', medium: 'fruit (2-1/8" dia)', large: 'fruit (2-3/8" dia)' }),
      f('lemon juice', '09152', ['fresh lemon juice', 'juice of a lemon', 'juice of 1 lemon', 'freshly squeezed lemon juice'], { each: 'lemon yields' }),
      f('yuzu juice', '09152', ['fresh yuzu juice', 'bottled yuzu juice'], { each: null }, YUZU),
      f('lemon zest', '09156', ['lemon peel', 'grated lemon peel', 'lemon rind', 'grated lemon zest']),
      f('lime', '09159', ['unwaxed lime', 'unwaxed limes', 'limes', 'whole lime'], { each: 'fruit (2" dia)', medium: 'fruit (2" dia)' }),
      f('lime zest', '09156', ['lime peel', 'grated lime peel', 'lime rind', 'grated lime zest'], {}, LIME_ZEST),
      f('lime juice', '09160', ['fresh lime juice', 'juice of a lime', 'juice of 1 lime'], { each: 'lime yields' }),
      f('grapefruit', '09111', ['grapefruits', 'pink grapefruit'], { cup: 'cup sections, with juice', each: 'medium' }),
      f('strawberries', '09316', ['strawberry', 'fresh strawberries', 'sliced strawberries'], { cup: 'cup, halves', each: 'medium' }),
      f('frozen strawberries', '09318', [], { cup: 'cup, unthawed', each: 'berry' }),
      f('blueberries', '09050', ['blueberry', 'fresh blueberries']),
      f('frozen blueberries', '09054', ['frozen wild blueberries'], { cup: 'cup, unthawed' }),
      f('raspberries', '09302', ['raspberry', 'fresh raspberries'], { cup: 'cup' }),
      f('frozen raspberries', '09518', ['frozen mixed berries'], { cup: 'cup, unthawed' }),
      f('blackberries', '09042', ['blackberry', 'brambles']),
      f('cranberry sauce', '09081', ['canned cranberry sauce']),
      f('cranberries', '09078', ['fresh cranberries', 'frozen cranberries'], { cup: 'cup, whole' }),
      f('dried cranberries', '09079', ['craisins', 'sweetened dried cranberries']),
      f('cherries', '09070', ['sweet cherries', 'fresh cherries', 'bing cherries', 'cherry'], { cup: 'cup, without pits', each: 'cherry' }),
      f('sour cherries', '09063', ['tart cherries', 'morello cherries'], { cup: 'cup, without pits' }),
      f('grapes', '09132', ['red grapes', 'green grapes', 'seedless grapes', 'grape'], { each: 'grapes' }),
      f('peach', '09236', ['peaches', 'fresh peaches', 'yellow peach'], { cup: 'cup slices', each: 'medium' }),
      f('nectarine', '09191', ['nectarines'], { cup: 'cup slices', each: 'medium' }),
      f('plum', '09279', ['plums'], { cup: 'cup, sliced', each: 'fruit (2-1/8" dia)' }),
      f('apricot', '09021', ['apricots', 'fresh apricots'], { cup: 'cup, halves', each: 'apricot' }),
      f('dried apricots', '09032', ['dried apricot', 'dried apricot halves'], { cup: 'cup, halves', each: 'half' }),
      f('prunes', '09291', ['prune', 'dried plums', 'pitted prunes'], { cup: 'cup, pitted', each: 'prune, pitted' }),
      f('pear', '09252', ['comice pear', 'conference pear', 'williams pear', 'pears', 'bartlett pear', 'bosc pear', 'anjou pear'], { cup: 'cup, slices', each: 'medium' }),
      f('pineapple', '09266', ['fresh pineapple', 'pineapple chunks (fresh)'], { cup: 'cup, chunks', slice: 'slice (3-1/2" dia x 3/4" thick)', each: 'fruit' }),
      f('canned pineapple', '09354', ['pineapple chunks', 'crushed pineapple', 'pineapple tidbits', 'pineapple rings'], { cup: 'cup, chunks', slice: 'spear' }),
      f('mango', '09176', ['mangoes', 'mangos', 'fresh mango', 'honey mango', 'ataulfo mango'], { cup: 'cup pieces', each: 'fruit without refuse' }),
      f('papaya', '09226', ['pawpaw', 'papayas'], { cup: 'cup 1" pieces', small: 'fruit, small', large: 'fruit, large', each: 'fruit, small' }),
      f('kiwi', '09148', ['kiwifruit', 'kiwis', 'kiwi fruit'], { cup: 'cup, sliced', each: 'fruit (2" dia)' }),
      f('cantaloupe', '09181', ['rockmelon', 'muskmelon', 'cantaloupe melon'], { cup: 'cup, cubes', each: 'melon, medium', medium: 'melon, medium', large: 'melon, large', small: 'melon, small' }),
      f('honeydew melon', '09184', ['honeydew'], { cup: 'cup, diced', each: 'melon (5-1/4" dia)' }),
      f('watermelon', '09326', [], { cup: 'cup, diced' }),
      f('avocado', '09038', ['avocados', 'hass avocado', 'ripe avocado'], { cup: ['09037', 'cup, cubes'], each: 'fruit, without skin and seed' }),
      f('figs', '09089', ['fig', 'fresh figs'], { each: 'medium' }),
      f('dried figs', '09094', ['dried fig'], { each: 'fig' }),
      f('medjool dates', '09421', ['dates', 'date', 'pitted dates', 'medjool date'], { each: 'date, pitted', cup: ['09087', 'cup, chopped'] }),
      f('deglet noor dates', '09087', ['chopped dates'], { cup: 'cup, chopped', each: 'date, pitted' }),
      f('raisins', '09298', ['raisin', 'seedless raisins', 'dark raisins'], { cup: 'cup (not packed)', each: 'raisins', small: null }),
      f('golden raisins', '09297', ['sultanas', 'sultana'], { cup: 'cup (not packed)' }),
      f('currants', '09085', ['dried currants', 'zante currants']),
      f('redcurrants', '09084', ['redcurrant', 'red currants', 'red currant', 'fresh redcurrants', 'whitecurrants', 'whitecurrant', 'white currants', 'white currant']),
      f('pomegranate', '09286', ['pomegranates'], { each: 'pomegranate (4" dia)' }),
      f('plantain', '09277', ['plantains', 'green plantain', 'ripe plantain'], { cup: 'cup, sliced', each: 'medium' }),
      f('rhubarb', '09307', ['rhubarb stalks'], { cup: 'cup, diced' }),
      f('mandarin orange', '09218', ['mandarin', 'mandarins', 'tangerine', 'tangerines', 'clementine', 'clementines', 'satsuma'], { cup: 'cup, sections', each: 'medium' }),
      f('canned mandarin oranges', '09383', ['mandarin oranges (canned)', 'canned mandarins']),
      f('passion fruit', '09231', ['passionfruit', 'granadilla'], { each: 'fruit without refuse' }),
      f('lychees', '09164', ['lychee', 'litchis', 'litchi'], { each: 'fruit without refuse' }),
      f('guava', '09139', ['guavas'], { each: 'fruit, without refuse' }),
      f('applesauce', '09019', ['apple sauce', 'unsweetened applesauce', 'apple puree']),
      f('canned peaches', '09370', ['peaches (canned, drained)', 'tinned peaches', 'peach halves in syrup'], { each: 'half', slice: 'slice' }),
      f('black olives', '09193', ['ripe olives', 'canned black olives', 'sliced black olives'], { each: 'large' }),
      f('kalamata olives', '09193', ['kalamata olive', 'kalamata', 'pitted kalamata olives', 'greek olives', 'greek black olives', 'brine-cured olives', 'brine-cured black olives', 'nicoise olives', 'gaeta olives', 'taggiasca olives'], { each: 'large' }, KALAMATA),
      f('green olives', '09195', ['manzanilla olives', 'stuffed green olives', 'pimento-stuffed olives', 'castelvetrano olives', 'picholine olives'], { each: 'olive', tbsp: ['09193', 'tbsp'] }, GREEN_OLIVE_SPOON),
      f('coconut', '12104', ['fresh coconut', 'coconut meat', 'fresh coconut meat'], { cup: 'cup, shredded', each: 'medium' }),
      // The seeds are weighed as they are eaten: the pomegranate's 44% refuse (skin and membrane) is not theirs.
      f('pomegranate seeds', '09286', ['pomegranate seed', 'pomegranate arils', 'pomegranate aril'], { cup: 'cup arils (seed/juice sacs)', each: null }),
      f('quince', '09296', ['quinces'], { each: 'fruit without refuse' }),
      f('blackcurrants', '09083', ['blackcurrant', 'black currants', 'black currant', 'fresh blackcurrants']),
      f('persimmon', '09263', ['persimmons', 'fuyu persimmon', 'fuyu persimmons', 'hachiya persimmon', 'sharon fruit', 'kaki fruit'], { each: 'fruit (2-1/2" dia)' }),
      f('prickly pears', '09287', ['prickly pear', 'cactus pear', 'cactus pears'], { each: 'fruit without refuse' }),
      f('elderberries', '09088', ['elderberry']),
      f('mulberries', '09190', ['mulberry'], { each: 'fruit' }),
      f('loganberries', '09167', ['loganberry'], { cup: 'cup, unthawed' }),
      f('crab apples', '09077', ['crab apple', 'crabapples', 'crabapple']),
      f('breadfruit', '09059', [], { cup: 'cup', each: null }),
      f('dried cherries', '09044', ['dried cherry', 'dried sour cherries', 'dried tart cherries', 'dried morello cherries']),
      f('dried blueberries', '09163', []),
      f('dried mango', '09178', ['dried mangoes', 'dried mango slices']),
      f('dried apples', '09011', ['dried apple', 'dried apple rings'], { each: 'ring' }),
      f('dried peaches', '09246', ['dried peach'], { cup: 'cup, halves', each: 'half' }),
      f('dried pears', '09259', ['dried pear'], { cup: 'cup, halves', each: 'half' }),
      f('crystallized ginger', '09426', ['crystallised ginger', 'candied ginger', 'stem ginger', 'preserved stem ginger', 'stem ginger in syrup', 'candied ginger in syrup', 'glace ginger'], {}, CANDIED_GINGER),
      f('grapefruit zest', '09216', ['grapefruit peel', 'grated grapefruit zest', 'grapefruit rind'], {}, GRAPEFRUIT_ZEST),
      f('galia melon', '09184', ['galia'], { cup: 'cup, diced' }, GALIA),
      f('orange juice concentrate', '09214', ['frozen orange juice concentrate', 'frozen orange juice concentrate, thawed']),
    ],
  },
  {
    category: 'herbs',
    foods: [
      f('dried mint', '02066', ['dried mint leaves', 'dried spearmint']),
      f('basil', '02044', ['fresh basil', 'basil leaves', 'sweet basil', 'thai basil', 'fresh basil leaves', 'basil cress'], { tbsp: 'tbsp, chopped', cup: 'cup leaves, whole', leaf: 'leaves', sprig: PARSLEY_SPRIG, bunch: CURATED_PORTIONS.basilBunch }),
      f('cilantro', '11165', ['coriander leaves', 'fresh coriander', 'coriander', 'cilantro leaves', 'chinese parsley', 'fresh cilantro', 'coriander cress', 'coriander microgreens', 'cilantro microgreens'], { cup: 'cup', sprig: 'sprigs' }),
      f('parsley', '11297', ['fresh parsley', 'flat-leaf parsley', 'italian parsley', 'curly parsley', 'parsley leaves'], { cup: 'cup chopped', tbsp: 'tbsp', sprig: 'sprigs', bunch: CURATED_PORTIONS.parsleyBunch }),
      f('dill', '02045', ['fresh dill', 'dill fronds', 'dill sprigs'], { cup: 'cup sprigs', sprig: 'sprigs' }),
      f('chives', '11156', ['fresh chives', 'chive', 'snipped chives']),
      f('mint', '02064', ['fresh mint', 'mint leaves', 'peppermint', 'fresh mint leaves'], { tbsp: 'tbsp', leaf: 'leaves', sprig: PARSLEY_SPRIG, bunch: CURATED_PORTIONS.mintBunch }),
      f('spearmint', '02065', ['spearmint leaves'], { tbsp: 'tbsp', leaf: 'leaves' }),
      f('rosemary', '02063', ['fresh rosemary', 'rosemary leaves', 'rosemary sprigs', 'rosemary needles'], { sprig: PARSLEY_SPRIG }),
      f('thyme', '02049', ['fresh thyme', 'thyme leaves', 'thyme sprigs', 'lemon thyme'], { tsp: 'tsp', sprig: DILL_SPRIG }),
      f('bay leaves', '02004', ['bay leaf', 'dried bay leaves', 'laurel leaves'], { tsp: 'tsp, crumbled', tbsp: 'tbsp, crumbled', leaf: CURATED_PORTIONS.bayLeaf }),
      f('fennel fronds', '02045', ['fennel frond', 'fennel tops', 'fennel top', 'fennel leaves', 'fennel leaf', 'fennel greens', 'feathery fennel tops', 'wild fennel fronds', 'fennel cress'], { cup: 'cup sprigs', sprig: 'sprigs' }, FENNEL_FRONDS),
      f('coriander root', '11165', ['coriander roots', 'cilantro root', 'cilantro roots'], { cup: null, sprig: null }, CORIANDER_ROOT),
      f('shiso', '02044', ['shiso leaves', 'shiso leaf', 'perilla', 'perilla leaves', 'perilla leaf', 'green shiso', 'red shiso', 'shiso cress'], { tbsp: 'tbsp, chopped', cup: 'cup leaves, whole', leaf: null }, SHISO),
      f('kaffir lime leaves', '02004', ['kaffir lime leaf', 'lime leaves', 'lime leaf', 'makrut lime leaves', 'makrut lime leaf'], { tsp: null, tbsp: null }, AROMATIC_LEAF),
      f('curry leaves', '02004', ['curry leaf', 'fresh curry leaves', 'dried curry leaves', 'curry leaf sprig'], { tsp: null, tbsp: null, leaf: CURATED_PORTIONS.curryLeaf, each: CURATED_PORTIONS.curryLeaf }, CURRY_LEAVES),
      f('fresh oregano', '02049', ['fresh oregano leaves', 'oregano leaves', 'oregano sprigs'], { tsp: 'tsp', sprig: DILL_SPRIG }, FRESH_OREGANO),
      f('fresh marjoram', '02049', ['fresh marjoram leaves', 'marjoram leaves', 'marjoram sprigs'], { tsp: 'tsp', sprig: DILL_SPRIG }, FRESH_OREGANO),
      f('fresh sage', '02064', ['fresh sage leaves', 'sage leaves', 'sage sprigs'], { tbsp: 'tbsp', leaf: CURATED_PORTIONS.sageLeaf, sprig: PARSLEY_SPRIG, bunch: CURATED_PORTIONS.sageBunch }, FRESH_SAGE),
      f('fresh tarragon', '11297', ['fresh tarragon leaves', 'tarragon leaves', 'tarragon sprigs'], { cup: 'cup chopped', tbsp: 'tbsp', sprig: 'sprigs' }, FRESH_TARRAGON),
      f('fresh chervil', '11297', ['fresh chervil leaves', 'chervil leaves', 'chervil sprigs', 'chervil sprig'], { cup: 'cup chopped', tbsp: 'tbsp', sprig: 'sprigs' }, FRESH_CHERVIL),
      f('bouquet garni', '02049', ['bouquet garnis', 'bouquet garni bundle', 'bouquets garnis'], { tsp: null, sprig: null }, BOUQUET_GARNI),
      f('garlic chives', '11156', ['garlic chive', 'chinese chives', 'chinese garlic chives', 'nira'], {}, GARLIC_CHIVES),
    ],
  },
  {
    category: 'spices',
    foods: [
      f('almond extract', '02050', ['pure almond extract', 'almond essence'], {}, EXTRACTS),
      f('lemon extract', '02050', ['pure lemon extract', 'lemon essence'], {}, EXTRACTS),
      f('orange extract', '02050', ['pure orange extract', 'orange essence'], {}, EXTRACTS),
      f('peppermint extract', '02050', ['pure peppermint extract', 'peppermint essence', 'mint extract'], {}, EXTRACTS),
      f('coffee extract', '02050', ['coffee essence'], {}, EXTRACTS),
      f('maple extract', '02050', ['maple essence', 'maple flavoring', 'maple flavouring'], {}, EXTRACTS),
      f('hazelnut extract', '02050', ['hazelnut essence'], {}, EXTRACTS),
      f('chocolate extract', '02050', ['chocolate essence'], {}, EXTRACTS),
      f('vanilla bean paste', '02050', ['vanilla paste'], {}, EXTRACTS),
      f('salt', '02047', ['diamond crystal kosher salt', 'morton kosher salt', 'fleur de sel', 'maldon sea salt', 'maldon salt', 'flaky sea salt', 'sea salt flakes', 'coarse sea salt', 'table salt', 'kosher salt', 'sea salt', 'fine salt', 'flaky salt', 'coarse salt', 'fine sea salt', 'iodized salt', 'sel gris', 'sea salt crystals']),
      f('black pepper', '02030', ['pepper', 'ground black pepper', 'freshly ground black pepper', 'cracked black pepper'], { tsp: 'tsp, ground', tbsp: 'tbsp, ground' }),
      f('black peppercorns', '02030', ['peppercorns', 'whole black peppercorns', 'whole peppercorns'], { tsp: 'tsp, whole', tbsp: null, each: CURATED_PORTIONS.peppercorn }),
      f('white pepper', '02032', ['ground white pepper', 'white peppercorns'], { tsp: 'tsp, ground', tbsp: 'tbsp, ground' }),
      f('cayenne pepper', '02031', ['cayenne powder', 'red chile flakes', 'dried red chile flakes', 'dried chilli flakes', 'chile flakes', 'cayenne', 'ground red pepper', 'red pepper flakes', 'crushed red pepper', 'chili flakes', 'chilli flakes', 'crushed red pepper flakes', 'gochugaru', 'korean chili flakes', 'korean red pepper flakes', 'korean chili powder', 'korean red pepper powder', 'aleppo pepper', 'aleppo chili flakes', 'aleppo chile', 'pul biber', 'urfa biber', 'urfa chili flakes', 'isot pepper', 'marash pepper', 'turkish chili flakes', 'turkish red pepper flakes', 'peperoncino flakes', 'calabrian chili flakes']),
      f('paprika', '02028', ['sweet paprika', 'smoked paprika', 'hungarian paprika', 'pimenton', 'pimenton dulce', 'pimenton picante', 'hot paprika', "piment d'espelette", 'espelette pepper', 'kashmiri chili powder', 'kashmiri chile powder']),
      f('chili powder', '02009', ['chilli powder', 'ancho chili powder', 'chile powder']),
      f('cumin', '02014', ['ground cumin', 'cumin seeds', 'cumin seed', 'jeera', 'cumin powder'], { tsp: 'tsp, whole', tbsp: 'tbsp, whole' }),
      f('ground coriander', '02013', ['coriander seed', 'coriander seeds', 'coriander powder']),
      f('turmeric', '02043', ['ground turmeric', 'turmeric powder', 'haldi', 'tumeric']),
      f('curry powder', '02015', ['madras curry powder', 'tikka spice powder', 'tikka masala powder']),
      f('garam masala', '02015', [], {}, GARAM_MASALA),
      f('cinnamon', '02010', ['ground cinnamon', 'cinnamon powder', 'cassia', 'ground cassia', 'canela', 'ground canela', 'ceylon cinnamon', 'cinnamon bark'], {
        stick: CURATED_PORTIONS.cinnamonStick,
        each: CURATED_PORTIONS.cinnamonStick,
        cm: CURATED_PORTIONS.cinnamonCm,
      }),
      f('nutmeg', '02025', ['ground nutmeg', 'freshly grated nutmeg']),
      f('five-spice powder', '02011', ['chinese five-spice powder', 'chinese five-spice', 'five-spice'], {}, FIVE_SPICE),
      f('ground cloves', '02011', ['cloves', 'whole cloves', 'clove powder']),
      f('allspice', '02001', ['all spice', 'all spice berries', 'ground allspice', 'pimento berries', 'allspice berries', 'whole allspice berries']),
      f('ground ginger', '02021', ['ginger powder', 'dried ginger', 'powdered ginger']),
      f('cardamom', '02006', ['ground cardamom', 'cardamom pods', 'cardamom powder', 'cardamom pod', 'cardamom seeds', 'green cardamom pods', 'green cardamom'], { tsp: 'tsp, ground', tbsp: 'tbsp, ground', each: CURATED_PORTIONS.cardamomPod }),
      f('garlic powder', '02020', ['granulated garlic', 'garlic granules']),
      f('onion powder', '02026', ['granulated onion']),
      f('dried onion flakes', '11284', ['minced onion', 'dried minced onion', 'onion flakes', 'dehydrated onion'], { cup: 'cup' }),
      f('mustard powder', '02024', ['dry mustard', 'ground mustard', 'mustard seeds', 'mustard seed', 'english mustard powder']),
      f('dried oregano', '02027', ['oregano', 'dried oregano leaves', 'mexican oregano'], { tsp: 'tsp, leaves' }),
      f('dried basil', '02003', ['dried basil leaves'], { tsp: 'tsp, leaves', tbsp: 'tbsp, leaves' }),
      f('dried thyme', '02042', ['dried thyme leaves', 'ground thyme'], { tsp: 'tsp, leaves', tbsp: 'tbsp, leaves' }),
      f('dried rosemary', '02036', ['dried rosemary leaves']),
      f('ground sage', '02038', ['sage', 'dried sage', 'rubbed sage']),
      f('dried tarragon', '02041', ['tarragon', 'dried tarragon leaves'], { tsp: 'tsp, leaves', tbsp: 'tbsp, leaves' }),
      f('dried marjoram', '02023', ['marjoram']),
      f('dried parsley', '02029', ['parsley flakes', 'dried parsley flakes']),
      f('dried dill', '02017', ['dried dill weed', 'dill weed']),
      f('dried cilantro', '02012', ['dried coriander leaf', 'dried coriander leaves']),
      f('dried chervil', '02008', ['chervil']),
      f('savory', '02039', ['summer savory', 'ground savory']),
      f('dill seed', '02016', ['dill seeds']),
      f('fennel seeds', '02018', ['fennel seed'], { tsp: 'tsp, whole', tbsp: 'tbsp, whole' }),
      f('caraway seeds', '02005', ['caraway seed', 'caraway']),
      f('celery seed', '02007', ['celery seeds']),
      f('anise seed', '02002', ['aniseed', 'anise seeds', 'star anise'], { tsp: 'tsp, whole', tbsp: 'tbsp, whole' }),
      f('fenugreek seeds', '02019', ['fenugreek', 'methi seeds']),
      f('poppy seeds', '02033', ['poppy seed']),
      f('mace', '02022', ['ground mace', 'mace blades', 'mace blade', 'blade mace']),
      f('saffron', '02037', ['saffron threads', 'saffron strands']),
      f('poultry seasoning', '02034', []),
      f('italian seasoning', '02042', ['italian herbs', 'dried italian herbs', 'dried italian seasoning', 'italian herb seasoning', 'herbes de provence', 'mixed herbs', 'dried mixed herbs'], { tsp: 'tsp, leaves', tbsp: 'tbsp, leaves' }, ITALIAN_SEASONING),
      f('pumpkin pie spice', '02035', ['pumpkin spice', 'mixed spice', 'apple pie spice']),
      f('vanilla extract', '02050', ['vanilla', 'pure vanilla extract', 'vanilla essence']),
      f('imitation vanilla', '02051', ['imitation vanilla extract', 'vanilla flavoring']),
      f('sichuan pepper', '02030', ['sichuan peppercorns', 'szechuan peppercorns', 'szechuan pepper', 'ground sichuan pepper', 'ground sichuan peppercorns', 'sansho', 'sansho pepper', 'pink peppercorns', 'pink pepper'], { tsp: 'tsp, ground', tbsp: 'tbsp, ground' }, PEPPERCORNS),
      f('shichimi togarashi', '02031', ['togarashi', 'shichimi', 'shichimi pepper', 'shichimi togarashi powder', 'japanese seven spice', 'nanami togarashi'], {}, SHICHIMI),
      f('panch phoran', '02014', ['panch phoron', 'panch puran', 'bengali five spice'], { tsp: 'tsp, whole', tbsp: 'tbsp, whole' }, PANCH_PHORAN),
      f('ras el hanout', '02015', ['ras el hanout spice mix'], {}, RAS_EL_HANOUT),
      f('nigella seeds', '02033', ['nigella seed', 'nigella', 'kalonji', 'kalonji seeds', 'black onion seeds', 'black onion seed', 'kalonji nigella seeds', 'nigella seeds kalaunji', 'ground nigella seed'], {}, NIGELLA),
      f('ajwain', '02005', ['ajwain seeds', 'ajwain seed', 'ajowan', 'ajowan seeds', 'carom seeds', 'carom seed', 'ground ajwain'], {}, AJWAIN),
      f('coconut extract', '02050', ['coconut essence'], {}, EXTRACTS),
    ],
  },
  {
    category: 'grains and flours',
    foods: [
      f('all-purpose flour', '20081', ['flour', 'plain flour', 'ap flour', 'white flour', 'unbleached all-purpose flour', 'bleached flour', 'plain white flour']),
      f('self-rising flour', '20082', ['self-raising flour']),
      f('bread flour', '20083', ['strong flour', 'strong white flour', 'strong bread flour']),
      f('cake flour', '20084', ['cake and pastry flour', 'soft flour', 'pastry flour'], { cup: 'cup unsifted, dipped' }),
      f('whole wheat flour', '20080', ['chapati flour', 'atta flour', 'wholemeal flour', 'whole grain flour', 'wholewheat flour', 'whole-wheat pastry flour', 'graham flour']),
      f('semolina', '20066', ['semolina flour', 'durum semolina', 'durum wheat semolina']),
      f('rye flour', '20064', ['medium rye flour', 'light rye flour']),
      f('dark rye flour', '20063', ['pumpernickel flour']),
      f('buckwheat flour', '20011', []),
      f('rice flour', '20061', ['white rice flour', 'ground rice']),
      f('brown rice flour', '20090', []),
      f('chickpea flour', '16157', ['besan', 'gram flour', 'garbanzo bean flour', 'garbanzo flour']),
      f('almond flour', '12062', ['almond meal', 'ground almonds', 'blanched almond flour'], { cup: ['12061', 'cup, ground'] }),
      f('barley flour', '20130', []),
      f('millet flour', '20647', []),
      f('potato flour', '11413', ['potato starch']),
      f('cornmeal', '20022', ['quick-cook polenta', 'yellow cornmeal', 'polenta', 'corn meal', 'fine cornmeal', 'instant polenta']),
      f('stone-ground cornmeal', '20020', ['whole-grain cornmeal', 'coarse cornmeal']),
      f('masa harina', '20017', ['masa', 'corn masa flour', 'masa flour']),
      f('corn flour', '20016', ['fine corn flour', 'whole-grain corn flour']),
      f('cornstarch', '20027', ['corn starch', 'cornflour', 'maize starch', 'maizena']),
      f('arrowroot', '20003', ['arrowroot flour', 'arrowroot powder', 'arrowroot starch']),
      f('tapioca pearls', '20068', ['tapioca', 'pearl tapioca', 'tapioca starch', 'tapioca flour', 'tapioca granules', 'quick-cooking tapioca', 'instant tapioca', 'minute tapioca']),
      f('vital wheat gluten', '48052', ['wheat gluten', 'gluten flour', 'seitan flour', 'gluten']),
      f('rolled oats', '08120', ['oat flakes', 'oats', 'old-fashioned oats', 'quick oats', 'oatmeal', 'porridge oats', 'quick-cooking oats', 'old fashioned rolled oats'], { cup: 'cup' }),
      f('steel-cut oats', '20038', ['pinhead oats', 'oat groats', 'irish oatmeal']),
      f('oat bran', '20033', []),
      f('wheat germ', '20078', []),
      f('wheat bran', '20077', ['bran', 'unprocessed bran']),
      f('white rice', '20044', ['rice', 'long-grain rice', 'long grain white rice', 'basmati rice', 'jasmine rice', 'uncooked rice', 'white basmati rice']),
      f('cooked white rice', '20045', ['cooked rice', 'steamed rice', 'leftover rice', 'boiled rice', 'cooked basmati rice']),
      f('medium-grain rice', '20050', ['arborio rice', 'risotto rice', 'calrose rice', 'carnaroli rice', 'paella rice', 'bomba rice']),
      f('short-grain rice', '20052', ['sushi rice', 'japanese rice', 'pudding rice']),
      f('glutinous rice', '20054', ['sticky rice', 'sweet rice', 'sweet glutinous rice']),
      f('parboiled rice', '20046', ['converted rice']),
      f('instant rice', '20048', ['minute rice', 'quick-cooking rice']),
      f('brown rice', '20036', ['long-grain brown rice', 'brown basmati rice', 'uncooked brown rice']),
      f('cooked brown rice', '20037', []),
      f('wild rice', '20088', []),
      f('quinoa', '20035', ['uncooked quinoa', 'white quinoa', 'red quinoa', 'tricolor quinoa']),
      f('cooked quinoa', '20137', []),
      f('couscous', '20028', ['dry couscous', 'instant couscous', 'pearl couscous', 'israeli couscous']),
      f('cooked couscous', '20029', [], { cup: 'cup, cooked' }),
      f('bulgur', '20012', ['bulgur wheat', 'bulghur', 'cracked wheat', 'burghul']),
      f('pearl barley', '20005', ['barley', 'pearled barley']),
      f('cooked barley', '20006', []),
      f('millet', '20031', []),
      f('spelt', '20140', ['spelt berries']),
      f('spelt flour', '20140', ['whole spelt flour', 'wholemeal spelt flour', 'whole-grain spelt flour'], { cup: null }, SPELT_FLOUR),
      f('00 flour', '20081', ['00 pasta flour', 'tipo 00 flour', 'type 00 flour', 'type 00 pasta flour'], {}, DOUBLE_ZERO_FLOUR),
      f('white spelt flour', '20081', ['light spelt flour', 'refined spelt flour'], {}, WHITE_SPELT_FLOUR),
      f('farro', '20140', ['farro grains', 'emmer', 'emmer wheat'], {}, FARRO),
      f('wheat berries', '20072', ['wheat kernels', 'hard red wheat berries']),
      f('amaranth', '20001', ['amaranth grain']),
      f('buckwheat groats', '20009', ['buckwheat', 'kasha']),
      f('sorghum', '20067', ['sorghum grain', 'jowar']),
      f('grits', '08090', ['corn grits', 'hominy grits', 'quick grits'], { cup: 'cup', tbsp: 'tbsp' }),
      f('cream of wheat', '08104', ['farina'], { cup: 'cup', tbsp: 'tbsp' }),
      f('hominy', '20030', ['canned hominy', 'pozole corn', 'white hominy']),
      f('granola', '08037', ['homemade granola']),
      f('black rice', '20036', ['forbidden rice', 'black glutinous rice', 'purple rice'], {}, BLACK_RICE),
      f('gluten-free flour', '20061', ['gluten-free flour blend', 'gluten-free all-purpose flour', 'gluten-free plain flour', 'gluten-free flour mix'], {}, GLUTEN_FREE_FLOUR),
      f('sorghum flour', '20648', ['jowar flour', 'sweet sorghum flour', 'white sorghum flour', 'whole-grain sorghum flour']),
      f('oat flour', '20132', ['gluten-free oat flour']),
      f('teff', '20142', ['teff grain', 'whole grain teff']),
      f('teff flour', '20142', ['brown teff flour', 'ivory teff flour'], { cup: null }, WHOLE_GRAIN_FLOUR),
      f('quinoa flour', '20035', [], { cup: null }, WHOLE_GRAIN_FLOUR),
      f('amaranth flour', '20001', [], { cup: null }, WHOLE_GRAIN_FLOUR),
      f('chestnut flour', '12100', ['sweet chestnut flour'], {}, CHESTNUT_FLOUR),
      f('popcorn kernels', '20014', ['unpopped popcorn', 'popping corn'], {}, POPCORN_KERNELS),
    ],
  },
  {
    category: 'pasta and noodles',
    foods: [
      f('pasta', '20120', ['pappardelle', 'pappardelle pasta', 'dried pasta', 'dry pasta', 'macaroni', 'elbow macaroni', 'elbow pasta', 'short pasta', 'casarecce', 'cavatelli', 'malloreddus', 'gnocchetti sardi', 'sardinian gnocchetti', 'strozzapreti', 'trofie', 'paccheri', 'campanelle', 'radiatori'], { cup: 'cup elbows' }),
      f('spaghetti', '20120', ['linguine', 'fettuccine', 'angel hair pasta', 'bucatini', 'capellini', 'tagliatelle', 'vermicelli', 'long pasta', 'spaghettini', 'linguini', 'tagliolini', 'fideos', 'fideo', 'mafaldine'], { cup: 'cup spaghetti' }),
      f('penne', '20120', ['rigatoni', 'ziti', 'penne rigate', 'mostaccioli', 'penne pasta', 'rigatoni pasta'], { cup: 'cup penne' }),
      f('farfalle', '20120', ['bow tie pasta', 'bowtie pasta', 'bow ties', 'bow tie noodles'], { cup: 'cup farfalle' }),
      f('rotini', '20120', ['fusilli', 'spiral pasta', 'rotelle', 'cavatappi', 'gemelli'], { cup: 'cup rotini' }),
      f('pasta shells', '20120', ['shells', 'conchiglie', 'small shells', 'shell pasta', 'orecchiette'], { cup: 'cup shells' }),
      f('lasagna noodles', '20120', ['lasagne sheets', 'lasagna sheets', 'lasagne noodles', 'lasagna', 'lasagne'], { cup: 'cup lasagna' }),
      f('orzo', '20120', ['risoni', 'ditalini', 'small pasta', 'pastina', 'orzo pasta', 'fregola', 'fregola sarda', 'fregula', 'acini di pepe'], { cup: null }),
      f('cooked pasta', '20121', ['cooked spaghetti', 'cooked macaroni', 'cooked penne'], { cup: 'cup spaghetti not packed' }),
      f('whole wheat pasta', '20124', ['whole-wheat spaghetti', 'wholemeal pasta', 'whole grain pasta'], { cup: 'cup elbows' }),
      f('fresh pasta', '20093', ['fresh egg pasta', 'fresh fettuccine', 'refrigerated pasta', 'fresh tagliatelle', 'fresh egg lasagne', 'fresh lasagne sheets']),
      f('egg noodles', '20109', ['dried egg noodles', 'wide egg noodles', 'egg noodle']),
      f('rice noodles', '20133', ['rice vermicelli', 'rice sticks', 'pad thai noodles', 'rice stick noodles', 'pho noodles', 'maifun', 'mai fun', 'banh pho']),
      f('soba noodles', '20114', ['soba', 'buckwheat noodles']),
      f('somen noodles', '20116', ['somen', 'somyeon']),
      f('udon noodles', '20116', ['udon', 'dried udon', 'dry udon noodles'], {}, UDON),
      f('glass noodles', '16082', ['cellophane noodles', 'bean thread noodles', 'mung bean noodles', 'sweet potato noodles', 'bean thread vermicelli', 'bean threads']),
      f('chow mein noodles', '20113', ['crispy noodles', 'fried noodles'], { cup: 'cup dry' }),
      f('gluten-free pasta', '20091', ['corn pasta', 'rice pasta'], { cup: 'cup' }),
      f('spinach spaghetti', '20126', ['spinach linguine', 'spinach pasta']),
    ],
  },
  {
    category: 'bread and baked goods',
    foods: [
      f('challah', '18027', ['challah bread', 'egg bread'], { slice: 'slice' }),
      f('cornbread', '18024', ['corn bread'], { each: 'piece' }),
      f('bran flakes', '08029', ['bran flakes cereal', 'wheat bran flakes'], { cup: 'cup (1 NLEA serving)' }),
      f('corn flakes', '08020', ['cornflakes', 'corn flake cereal'], { cup: 'cup (1 NLEA serving)' }),
      f('wonton wrappers', '18368', ['wonton wrapper', 'wonton skins', 'gyoza wrappers', 'dumpling wrappers'], { each: 'wrapper, wonton' }),
      f('egg roll wrappers', '18368', ['egg roll wrapper', 'spring roll wrappers', 'spring roll wrapper'], { each: 'wrapper, eggroll' }),
      f('matzo meal', '18217', ['matzoh meal', 'matza meal', 'matzo crumbs']),
      f('matzo', '18217', ['matzoh', 'matzos', 'matzo crackers', 'matzah'], { each: 'matzo' }),
      f('shortbread cookies', '18192', ['shortbread', 'shortbread biscuits', 'shortbread cookie', 'shortbread fingers'], { each: 'cookie' }),
      f('gingersnaps', '18172', ['gingersnap', 'ginger snaps', 'ginger biscuits', 'ginger nut biscuits', 'ginger nuts', 'gingernut biscuits'], { each: 'cookie' }),
      f('chocolate sandwich cookies', '18166', ['oreos', 'oreo cookies', 'oreo', 'chocolate cream cookies']),
      f('butter cookies', '18155', ['butter biscuits', 'butter cookie'], { each: 'cookie' }),
      f('oatmeal cookies', '18178', ['oatmeal cookie', 'oat cookies', 'oat biscuits']),
      f('chocolate chip cookies', '18159', ['chocolate chip cookie'], { each: 'cookie' }),
      f('fig bars', '18170', ['fig newtons', 'fig rolls'], { each: 'cookie' }),
      f('digestive biscuits', '18173', ['digestive biscuit', 'digestives', 'sweetmeal digestive biscuits'], { each: 'cracker', cup: 'cup, crushed', large: null }, DIGESTIVES),
      f('white bread', '18069', ['bread', 'sandwich bread', 'sliced bread', 'white sandwich bread', 'bread slices', 'slice of bread', 'bread cubes', 'bloomer', 'white bloomer'], { slice: 'slice', cup: 'cup, cubes' }),
      f('fresh breadcrumbs', '18069', ['soft breadcrumbs', 'fresh bread crumbs', 'soft bread crumbs'], { cup: 'cup, crumbs', slice: null }),
      f('whole wheat bread', '18075', ['wholemeal bread', 'whole-grain bread', 'brown bread', 'whole wheat sandwich bread'], { slice: 'slice' }),
      f('multigrain bread', '28397', ['multi-grain bread', 'seeded bread', 'granary bread'], { slice: 'slice regular' }),
      f('rye bread', '18060', ['light rye bread', 'deli rye'], { slice: 'slice, regular' }),
      f('pumpernickel bread', '18044', ['pumpernickel', 'dark rye bread'], { slice: 'slice, regular' }),
      f('sourdough bread', '18029', ['sourdough', 'vienna bread', 'crusty bread', 'crusty loaf'], { slice: LOAF_SLICE }, SOURDOUGH_SLICE),
      f('baguette', '18029', ['french bread', 'french baguette', 'french stick'], { slice: null, each: CURATED_PORTIONS.baguette }, BAGUETTE),
      f('italian bread', '18033', ['ciabatta', 'italian loaf', 'ciabatta bread', 'ciabatta loaf', 'ciabatta rolls', 'ciabatta roll'], { slice: 'slice, medium' }),
      f('pita bread', '18041', ['pita', 'pitta', 'pita pocket', 'pitas', 'pita breads'], { large: 'pita, large', small: 'pita, small', each: 'pita, large' }),
      f('whole wheat pita', '18042', ['wholemeal pitta', 'wholemeal pitta bread', 'wholemeal pittas'], { large: 'pita, large', small: 'pita, small', each: 'pita, large' }),
      f('naan', '28307', ['naan bread', 'nan', 'flatbread'], { each: 'piece' }),
      f('flour tortilla', '18364', ['flour tortillas', 'tortilla', 'tortillas', 'wrap', 'wraps', 'tortilla wraps', 'soft taco shells'], {
        each: 'tortilla',
        medium: 'tortilla (approx 7-8" dia)',
        large: 'tortilla (approx 10" dia)',
      }),
      f('corn tortilla', '18363', ['corn tortillas'], { each: 'tortilla' }),
      f('whole wheat tortilla', '28295', ['whole wheat tortillas', 'wholemeal wraps'], { each: 'tortilla 1 serving' }),
      f('english muffin', '18258', ['english muffins'], { each: 'muffin' }),
      f('bagel', '18001', ['bagels', 'plain bagel'], { each: 'bagel' }),
      f('hamburger bun', '18350', ['hamburger buns', 'burger bun', 'burger buns', 'hot dog bun', 'hot dog buns', 'bun', 'buns'], { each: 'roll 1 serving' }),
      f('dinner roll', '18342', ['dinner rolls', 'bread roll', 'bread rolls', 'roll', 'rolls'], { each: 'each (pan, dinner, or small roll)' }),
      f('breadcrumbs', '18079', ['bread crumbs', 'dry breadcrumbs', 'dried breadcrumbs', 'plain breadcrumbs', 'dry bread crumbs']),
      f('panko', '18079', ['panko breadcrumbs', 'panko bread crumbs', 'japanese breadcrumbs'], { cup: CURATED_PORTIONS.pankoCup }, 'Same food as dry breadcrumbs; panko is lighter by the cup, so its cup is curated'),
      f('whole wheat breadcrumbs', '18079', ['whole-wheat bread crumbs', 'wholemeal breadcrumbs', 'whole grain breadcrumbs'], {}, WHOLE_WHEAT_CRUMBS),
      f('fresh whole wheat breadcrumbs', '18075', ['soft whole wheat breadcrumbs', 'fresh wholemeal breadcrumbs'], { cup: ['18069', 'cup, crumbs'], slice: null }, FRESH_WHOLE_WHEAT_CRUMBS),
      f('seasoned breadcrumbs', '18376', ['italian breadcrumbs', 'italian-style breadcrumbs']),
      f('croutons', '18242', [], { cup: 'cup' }),
      f('saltine crackers', '18228', ['saltines', 'soda crackers', 'cream crackers', 'oyster crackers'], { cup: 'cup, crushed', each: 'cracker square' }),
      f('graham crackers', '18173', ['graham cracker', 'graham cracker crumbs'], { cup: 'cup, crushed', each: 'cracker', large: null }),
      f('ladyfingers', '18175', ['savoiardi', 'sponge fingers', 'lady fingers'], { each: 'ladyfinger' }),
      f('puff pastry', '18337', ['ready-rolled puff pastry', 'all-butter puff pastry', 'ready-made puff pastry', 'ready-made all-butter puff pastry', 'frozen puff pastry', 'puff pastry sheet', 'puff pastry sheets'], { sheet: ['18211', 'sheet'] }, 'Sheet weight is SR28\'s baked sheet (18211)'),
      f('phyllo dough', '18338', ['filo', 'filo pastry', 'phyllo', 'phyllo sheets', 'filo pastry sheets', 'filo dough']),
      f('pie crust', '18948', ['refrigerated pie crust', 'pie dough', 'pastry crust', 'pie shell', 'shortcrust pastry', 'pastry case', 'tart shell', 'tart shells', 'tart case', 'pastry shell'], { each: 'pie crust (average weight)' }),
      f('graham cracker crust', '18942', ['graham cracker pie crust', 'ready crust'], { each: 'crust' }),
      f('tortilla chips', '19056', ['corn chips', 'nachos chips', 'tortilla crisps']),
      f('potato chips', '19411', ['crisps', 'potato crisps']),
      f('pretzels', '19047', ['hard pretzels', 'pretzel twists']),
      f('popcorn', '19034', ['air-popped popcorn', 'popped popcorn'], { cup: 'cup' }),
      f('brioche', '18239', ['brioche bread', 'brioche buns', 'brioche bun', 'brioche rolls', 'brioche roll', 'brioche loaf', 'brioches', 'brioche slices'], { each: 'croissant, medium', small: null, medium: null, large: null }, BRIOCHE),
      f('croissants', '18239', ['croissant', 'butter croissants', 'all-butter croissants'], { each: 'croissant, medium', small: 'croissant, small', medium: 'croissant, medium', large: 'croissant, large' }),
      f('toast', '18070', ['toasted bread', 'white toast', 'slices of toast', 'slice of toast', 'hot toast', 'buttered toast'], { slice: 'slice', each: 'slice', cup: 'cup, crumbs' }),
      f('chocolate wafers', '18157', ['chocolate wafer cookies', 'chocolate cookie crumbs', 'chocolate wafer crumbs'], { cup: 'cup, crumbs', each: 'wafer' }),
      f('taco shells', '18360', ['taco shell', 'hard taco shells', 'crisp taco shells'], { each: 'shell', medium: null, large: null }),
      f('focaccia', '18973', ['focaccia bread'], { each: 'piece' }),
      f('pita chips', '25037', ['pitta chips', 'baked pita chips'], { package: null }),
      f('angel food cake', '18086', ['angelfood cake', 'angel cake'], { each: 'piece (1/12 of 12 oz cake)' }),
      f('brownies', '18151', ['brownie', 'chocolate brownies'], { each: 'square, large (2-3/4" sq x 7/8")' }),
      f('yellow cake mix', '18144', ['cake mix', 'vanilla cake mix', 'butter cake mix'], { package: 'package (18.50 oz)' }),
      f('brownie mix', '18152', ['fudge brownie mix'], { package: 'package (21.5 oz)' }),
      f('pancake mix', '18289', ['complete pancake mix', 'buttermilk pancake mix'], { cup: 'cup, poured from box' }),
      f('cornbread mix', '18022', ['corn muffin mix'], { package: 'package (8.5 oz)' }),
      f('pancakes', '18293', ['pancake', 'american pancakes'], { each: 'pancake (4" dia)', large: 'pancake (6" dia)' }),
      f('doughnuts', '18255', ['doughnut', 'donuts', 'donut', 'glazed doughnuts'], { each: 'doughnut', medium: 'doughnut, medium (approx 3-3/4" dia)', large: 'doughnut, large (approx 4-1/4" dia)', small: 'doughnut, small (approx 3" dia)' }),
      f('blueberry muffins', '18274', ['blueberry muffin'], { each: 'medium' }),
      f('cinnamon rolls', '18356', ['cinnamon roll', 'cinnamon buns', 'cinnamon bun'], { each: 'roll (2-3/4" square)' }),
      f('gingerbread', '18116', ['gingerbread cake', 'ginger cake', 'jamaican ginger cake'], { each: 'piece (1/9 of 8" square)' }),
      f('banana bread', '18019', ['banana loaf']),
      f('ice cream cones', '18271', ['ice cream cone', 'wafer cones', 'wafer cone'], { each: 'cone', large: null }),
      f('sugar cones', '18272', ['sugar cone'], { each: 'cone' }),
      // A waffle cone is a large rolled sugar cone: SR28 weighs it under the wafer-type cones.
      f('waffle cones', '18272', ['waffle cone'], { each: ['18271', 'large waffle cone'] }),
      f('shredded wheat', '08147', ['shredded wheat biscuits']),
      f('toasted oat cereal', '08013', ['cheerios', 'oat cereal rings']),
      f('frosted flakes', '08069', ['frosties', 'sugar frosted flakes']),
      f('stuffing mix', '18081', ['bread stuffing mix', 'stuffing cubes', 'seasoned stuffing cubes']),
      f('chapati', '28306', ['chapatis', 'chapatti', 'chapattis', 'roti'], { each: 'piece' }),
      f('paratha', '28286', ['parathas'], { each: 'piece' }),
      f('tostada shells', '18952', ['tostadas', 'tostada shell'], { each: 'piece' }),
      f('rye crispbread', '18226', ['crispbread', 'crispbreads', 'rye crackers', 'ryvita'], { each: 'cracker (4-1/2" x 2-1/2" x 1/8")' }),
      f('animal crackers', '28399', ['arrowroot biscuits', 'arrowroot cookies', 'rich tea biscuits'], { each: 'cracker' }),
      f('water crackers', '28327', ['water biscuits', 'table water crackers']),
      f('rice crackers', '42204', ['rice cracker', 'japanese rice crackers']),
      f('sugar wafers', '18209', ['wafer biscuits', 'cream wafers', 'wafer cookies', 'cream-filled wafers']),
      f('butter crackers', '18229', ['ritz crackers', 'ritz', 'club crackers', 'round buttery crackers'], { each: 'cracker, round', cup: 'cup crushed' }),
      f('chinese pancakes', '18364', ['chinese-style pancakes', 'mandarin pancakes', 'peking pancakes', 'peking duck pancakes'], { each: null, medium: null, large: null, package: null }, CHINESE_PANCAKES),
      f('french toast', '18269', [], { slice: 'slice' }),
      f('melba toast', '18220', ['melba toasts', 'melba toast rounds'], { each: 'piece', cup: 'cup pieces' }),
      f('breadsticks', '18080', ['bread sticks', 'breadstick', 'grissini'], { each: 'stick (7-5/8" x 5/8")', stick: 'stick (7-5/8" x 5/8")' }),
      f('pound cake', '18120', ['madeira cake', 'madeira cakes', 'butter cake'], {}, POUND_CAKE),
      f('sponge cake', '18133', ['trifle sponges', 'trifle sponge', 'sponge flan case', 'genoise sponge', 'plain sponge cake']),
      f('fruitcake', '18110', ['fruit cake', 'christmas cake', 'rich fruit cake']),
      f('vanilla wafers', '18212', ['vanilla wafer', 'nilla wafers', 'vanilla wafer cookies'], { each: 'medium', small: 'small', medium: 'medium', large: 'large' }),
      f('crisp rice cereal', '08065', ['rice krispies', 'crispy rice cereal', 'crisped rice cereal', 'rice crispies', 'rice bubbles'], { cup: 'cup' }),
      f('puffed rice', '08066', ['puffed rice cereal'], { cup: null }),
      f('muesli', '43218', ['swiss muesli', 'swiss-style muesli', 'alpen'], {}, MUESLI),
      f('coconut macaroons', '28309', ['macaroons', 'coconut macaroon', 'macaroon biscuits', 'macaroon cookies']),
      f('amaretti', '28309', ['amaretti biscuits', 'amaretti cookies', 'amaretti biscuit', 'ratafia biscuits'], {}, AMARETTI),
      f('wasabi peas', '25066', ['wasabi-coated peas']),
    ],
  },
  {
    category: 'legumes and soy',
    foods: [
      f('chickpeas (canned, drained)', '16358', ['chickpeas', 'garbanzo beans', 'garbanzos', 'canned chickpeas', 'chick peas', 'tinned chickpeas', 'canned garbanzo beans'], {
        cup: ['16359', 'cup drained, rinsed'],
        can: 'can drained',
      }),
      f('dried chickpeas', '16056', ['dried garbanzo beans', 'dry chickpeas', 'chana dal', 'channa dal', 'chana daal', 'split bengal gram', 'bengal gram', 'split chickpeas', 'yellow split peas chana dal']),
      f('cooked chickpeas', '16057', ['boiled chickpeas']),
      f('black beans (canned, drained)', '16315', ['black beans', 'canned black beans', 'black turtle beans', 'tinned black beans'], {}, NO_DRAINED_WHITE_BEANS),
      f('dried black beans', '16014', ['dry black beans']),
      f('kidney beans (canned, drained)', '16145', ['kidney beans', 'red kidney beans', 'canned kidney beans', 'tinned kidney beans', 'dark red kidney beans'], {
        cup: ['16335', 'cup cup rinsed solids'],
        can: 'can drained solids',
      }),
      f('dried kidney beans', '16032', ['dry kidney beans', 'dried red kidney beans', 'dried red beans']),
      f('pinto beans (canned, drained)', '16146', ['pinto beans', 'canned pinto beans'], { cup: ['16345', 'cup'], can: 'can drained solids' }),
      f('dried pinto beans', '16042', ['dry pinto beans']),
      f('cannellini beans (canned, drained)', '16350', ['cannellini beans', 'white beans', 'white kidney beans', 'canned white beans', 'canned cannellini beans'], {}, NO_DRAINED_WHITE_BEANS),
      f('great northern beans (canned, drained)', '16325', ['great northern beans', 'canned great northern beans'], {}, NO_DRAINED_WHITE_BEANS),
      f('navy beans (canned, drained)', '16338', ['navy beans', 'haricot beans', 'canned navy beans'], {}, NO_DRAINED_WHITE_BEANS),
      f('dried white beans', '16049', ['dried cannellini beans', 'dry white beans']),
      f('dried navy beans', '16037', ['dried haricot beans', 'dry navy beans']),
      f('dried great northern beans', '16024', []),
      f('dried lima beans', '16071', ['large lima beans', 'dried butter beans', 'dried butterbeans']),
      f('dried fava beans', '16052', ['dried broad beans', 'ful']),
      f('adzuki beans', '16001', ['azuki beans', 'aduki beans']),
      f('mung beans', '16080', ['whole mung beans', 'moong beans', 'green gram', 'moong dal', 'mung dal', 'split mung beans', 'yellow moong dal']),
      f('dried soybeans', '16108', ['soybeans', 'soya beans']),
      f('lentils', '16069', ['brown lentils', 'green lentils', 'dried lentils', 'lentil', 'puy lentils', 'french lentils'], { tbsp: 'tablespoon' }),
      f('red lentils', '16144', ['split red lentils', 'masoor dal', 'pink lentils', 'red split lentils']),
      f('cooked lentils', '16070', ['boiled lentils']),
      f('split peas', '16085', ['green split peas', 'yellow split peas', 'dried split peas', 'split pea']),
      f('black-eyed peas', '16062', ['dried black-eyed peas', 'cowpeas', 'blackeye peas', 'black-eyed beans', 'dried black-eyed beans']),
      f('canned black-eyed peas', '16064', ['black-eyed peas (canned)']),
      f('baked beans', '16006', ['canned baked beans', 'vegetarian baked beans', 'beans in tomato sauce']),
      f('refried beans', '16103', ['canned refried beans', 'refried pinto beans'], { cup: 'cup', can: 'can' }),
      f('firm tofu', '16126', ['tofu', 'bean curd', 'extra-firm tofu', 'firm bean curd'], { cup: 'cup' }),
      f('silken tofu', '16127', ['soft tofu', 'soft silken tofu'], { cup: 'cup (1/2" cubes)', each: 'piece' }),
      f('fried tofu', '16129', ['tofu puffs', 'deep-fried tofu'], { each: 'piece' }),
      f('tempeh', '16114', []),
      f('miso', '16112', ['miso paste', 'white miso', 'red miso', 'shiro miso', 'yellow miso']),
      f('doenjang', '16112', ['korean soybean paste', 'doenjang paste'], {}, DOENJANG),
      f('natto', '16113', []),
      f('hummus', '16158', ['houmous', 'hummous', 'houmus']),
      f('peanuts', '16087', ['raw peanuts', 'groundnuts', 'peanut']),
      f('roasted peanuts', '16390', ['dry-roasted peanuts', 'unsalted peanuts', 'unsalted roasted peanuts'], { each: 'peanut' }),
      f('salted peanuts', '16090', ['salted roasted peanuts'], { each: 'peanut' }),
      f('peanut butter', '16098', ['creamy peanut butter', 'smooth peanut butter', 'natural peanut butter']),
      f('crunchy peanut butter', '16097', ['chunky peanut butter']),
      f('urad dal', '16083', ['urad', 'urad lentils', 'urid dal', 'split urad dal', 'white lentils', 'black gram', 'whole urad', 'mungo beans']),
      f('toor dal', '16101', ['toovar dal', 'tuvar dal', 'arhar dal', 'split pigeon peas', 'red gram']),
      f('borlotti beans (canned)', '16021', ['borlotti beans', 'cranberry beans', 'canned borlotti beans', 'roman beans']),
      f('dried borlotti beans', '16019', ['dried cranberry beans', 'dry borlotti beans']),
      // Butter beans are sold in cans far more than dried (as cannellini are): the plain name is the canned bean.
      f('butter beans (canned, drained)', '16372', ['butter beans', 'butterbeans', 'canned butter beans', 'tinned butter beans', 'canned lima beans'], {}, NO_DRAINED_WHITE_BEANS),
      f('falafel', '16138', ['falafels']),
      f('flageolet beans (canned, drained)', '16338', ['flageolet beans', 'flageolets', 'canned flageolet beans', 'tinned flageolet beans'], {}, `${FLAGEOLET}. ${NO_DRAINED_WHITE_BEANS}`),
      f('dried flageolet beans', '16037', ['dry flageolet beans'], {}, FLAGEOLET),
    ],
  },
  {
    category: 'dairy',
    foods: [
      f('crème fraîche', '01053', ['full-fat crème fraîche'], { cup: 'cup, fluid' }, CREME_FRAICHE),
      f('half-fat crème fraîche', '01055', ['reduced-fat crème fraîche', 'light crème fraîche', 'low-fat crème fraîche'], {}, HALF_FAT_CREME_FRAICHE),
      f('whole milk', '01077', ['milk', 'full-fat milk', 'full cream milk', 'homogenized milk', 'vitamin d milk'], { cup: 'cup' }),
      f('2% milk', '01079', ['reduced-fat milk', 'semi-skimmed milk', '2 percent milk', 'two percent milk']),
      f('1% milk', '01082', ['low-fat milk', 'lowfat milk', '1 percent milk']),
      f('skim milk', '01085', ['nonfat milk', 'fat-free milk', 'skimmed milk', 'non-fat milk']),
      f('buttermilk', '01088', ['cultured buttermilk', 'low-fat buttermilk']),
      f('evaporated milk', '01096', ['evaporated whole milk', 'canned evaporated milk'], { cup: 'cup', can: 'can (13 oz)' }),
      f('sweetened condensed milk', '01095', ['condensed milk', 'sweetened condensed']),
      f('nonfat dry milk', '01091', ['powdered milk', 'milk powder', 'dry milk', 'dried milk', 'skim milk powder'], { cup: 'cup', tbsp: 'tbsp' }),
      f('heavy cream', '01053', ['heavy whipping cream', 'whipping cream', 'double cream', 'thickened cream', 'cream', 'heavy cream (36%)'], { cup: 'cup, fluid' }),
      f('whipped cream', '01053', ['whipped heavy cream', 'chantilly cream'], { cup: 'cup, whipped', tbsp: null, 'fl oz': null }, 'Heavy cream measured after whipping'),
      f('aerosol whipped cream', '01054', ['canned whipped cream', 'spray cream', 'reddi-wip']),
      f('light cream', '01050', ['pouring cream', 'single cream', 'table cream', 'coffee cream']),
      f('half-and-half', '01049', ['half & half', 'half cream']),
      f('sour cream', '01056', ['soured cream', 'regular sour cream']),
      f('light sour cream', '01179', ['lite sour cream']),
      f('reduced-fat sour cream', '01178', []),
      f('plain yogurt', '01116', ['yogurt', 'yoghurt', 'whole milk yogurt', 'natural yogurt', 'plain whole-milk yogurt', 'plain yoghurt'], { cup: 'cup (8 fl oz)', package: 'container (6 oz)' }),
      f('low-fat yogurt', '01117', ['lowfat plain yogurt', 'low-fat plain yogurt'], { cup: 'cup (8 fl oz)', package: 'container (6 oz)' }),
      f('nonfat yogurt', '01118', ['fat-free yogurt', 'skim yogurt', 'nonfat plain yogurt'], { cup: 'cup (8 fl oz)', package: 'container (6 oz)' }),
      f('vanilla yogurt', '01119', ['low-fat vanilla yogurt'], { cup: 'cup (8 fl oz)', package: 'container (6 oz)' }),
      f('greek yogurt', '01293', ['plain greek yogurt', 'whole milk greek yogurt', 'full-fat greek yogurt', 'strained yogurt'], { cup: ['01116', 'cup (8 fl oz)'] }),
      f('nonfat greek yogurt', '01256', ['fat-free greek yogurt', '0% greek yogurt'], { cup: ['01116', 'cup (8 fl oz)'], package: 'container' }),
      f('low-fat greek yogurt', '01287', ['2% greek yogurt'], { cup: ['01116', 'cup (8 fl oz)'], package: 'container (7 oz)' }),
      f('kefir', '01289', ['plain kefir', 'milk kefir'], { cup: ['01088', 'cup'] }),
      f('butter', '01001', ['salted butter', 'butter stick', 'dairy butter']),
      f('unsalted butter', '01145', ['sweet butter', 'unsalted sweet butter', 'butter unsalted']),
      f('ghee', '01003', ['clarified butter', 'butter oil', 'drawn butter']),
      f('margarine', '04610', ['dairy-free margarine', 'baking spread', 'oleo', 'stick margarine', 'vegetable spread']),
      f('whipped topping', '01073', ['cool whip', 'frozen whipped topping', 'non-dairy whipped topping']),
      f('vanilla ice cream', '19095', ['ice cream']),
      f('chocolate ice cream', '19270', []),
      f('strawberry ice cream', '19271', []),
      f('eggnog', '01057', ['egg nog', 'store-bought eggnog']),
      f('goat milk', '01106', ["goat's milk", 'whole goat milk']),
      f('sheep milk', '01109', ["sheep's milk"]),
      f('light butter', '04601', ['reduced-fat butter']),
      f('skyr', '01256', ['icelandic skyr', 'plain skyr'], { cup: ['01116', 'cup (8 fl oz)'] }, SKYR),
      f('light whipping cream', '01052', [], { cup: 'cup, fluid' }),
      f('fat-free sour cream', '01180', ['nonfat sour cream']),
      f('frozen yogurt', '42187', ['froyo']),
    ],
  },
  {
    category: 'cheese',
    foods: [
      f('cheddar', '01009', ['cheddar cheese', 'sharp cheddar', 'mild cheddar', 'shredded cheddar', 'grated cheddar', 'aged cheddar', 'sharp cheddar cheese', 'shredded cheddar cheese'], {
        cup: 'cup, shredded',
        slice: 'slice (1 oz)',
      }),
      f('mozzarella', '01026', ['mozzarella cheese', 'fresh mozzarella', 'whole milk mozzarella', 'buffalo mozzarella', 'bocconcini', 'fior di latte', 'mozzarella pearls', 'mozzarella ball', 'baby mozzarella', 'baby mozzarella ball'], { cup: 'cup, shredded', ball: CURATED_PORTIONS.mozzarellaBall }),
      f('part-skim mozzarella', '01029', ['low-moisture mozzarella', 'shredded mozzarella', 'pizza cheese', 'low moisture part skim mozzarella', 'grated mozzarella', 'string cheese'], {
        cup: 'cup, shredded',
        slice: 'slice (1 oz)',
      }),
      f('parmesan', '01033', ['parmesan cheese', 'parmigiano reggiano', 'parmigiano', 'grated parmesan', 'freshly grated parmesan', 'shaved parmesan', 'parmesan shavings', 'grana padano', 'grana', 'shredded parmesan'], {
        tbsp: ['01146', 'tbsp'],
      }),
      f('parmesan (dry grated)', '01032', ['canned parmesan', 'shelf-stable parmesan', 'dry grated parmesan']),
      f('pecorino romano', '01038', ['romano', 'romano cheese', 'pecorino', 'pecorino cheese', 'pecorino shavings'], { tbsp: ['01146', 'tbsp'] }),
      f('swiss cheese', '01040', ['swiss', 'emmental', 'emmentaler', 'emmenthal', 'emmenthaler', 'jarlsberg'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('gruyère', '01023', ['gruyere cheese', 'comte', 'comté cheese', 'beaufort'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('feta', '01019', ['feta cheese', 'crumbled feta', 'feta crumbles'], { cup: 'cup, crumbled' }),
      f('goat cheese', '01159', ['chevre', 'soft goat cheese', 'goats cheese', 'fresh goat cheese', 'goat cheese round', "goats' cheese round", 'goat cheese crumbles']),
      f('blue cheese', '01004', ['bleu cheese', 'gorgonzola', 'crumbled blue cheese', 'stilton', 'danish blue', 'dolcelatte', 'dolcelatte cheese', 'gorgonzola dolce'], { cup: 'cup, crumbled' }),
      f('roquefort', '01039', ['roquefort cheese']),
      f('brie', '01006', ['brie cheese'], { cup: 'cup, sliced' }),
      f('camembert', '01007', ['camembert cheese'], { each: 'wedge (1.33 oz)' }),
      f('gouda', '01022', ['gouda cheese', 'smoked gouda']),
      f('edam', '01018', ['edam cheese']),
      f('monterey jack', '01025', ['jack cheese', 'monterey jack cheese', 'pepper jack', 'pepper jack cheese', 'jalapeño jack', 'jalapeño jack cheese'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('colby', '01011', ['colby cheese', 'colby jack', 'colby-jack cheese'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('provolone', '01035', ['provolone cheese'], { slice: 'slice (1 oz)', cup: 'cup, diced' }),
      f('muenster', '01030', ['muenster cheese', 'munster'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('fontina', '01020', ['fontina cheese', "fontina val d'aosta"], { cup: 'cup, shredded', slice: 'slice (1 oz)' }),
      f('american cheese', '01042', ['american cheese slices', 'processed cheese', 'cheese slices', 'kraft singles', 'cheese singles'], { slice: 'slice (3/4 oz)', cup: 'cup, shredded' }),
      f('processed cheese food', '01046', ['velveeta', 'cheese food', 'cheese loaf'], { slice: 'slice (3/4 oz)' }),
      f('cream cheese', '01017', ['philadelphia', 'soft cheese', 'full-fat cream cheese', 'cream cheese block'], { tbsp: 'tbsp', package: 'package, small (3 oz)' }),
      f('light cream cheese', '43274', ['reduced-fat cream cheese', 'low-fat cream cheese'], { tbsp: 'tbsp' }),
      f('neufchatel', '01031', ['neufchâtel cheese'], { package: 'package (3 oz)' }),
      f('ricotta', '01036', ['ricotta cheese', 'whole milk ricotta', 'whole-milk ricotta cheese'], { cup: 'cup' }),
      f('part-skim ricotta', '01037', ['part skim ricotta cheese', 'light ricotta'], { cup: 'cup' }),
      f('cottage cheese', '01012', ['small curd cottage cheese', 'large curd cottage cheese', '4% cottage cheese'], { cup: 'cup, small curd (not packed)' }),
      f('low-fat cottage cheese', '01015', ['2% cottage cheese', 'lowfat cottage cheese'], { cup: 'cup (not packed)' }),
      f('queso fresco', '01228', ['fresh mexican cheese', 'queso freso']),
      f('queso blanco', '01229', ['white mexican cheese']),
      f('cotija', '01267', ['cotija cheese', 'queso cotija']),
      f('mexican cheese blend', '01251', ['mexican blend cheese', 'shredded mexican cheese', 'taco cheese', 'mexican-style shredded cheese']),
      f('mascarpone', '01017', ['mascarpone cheese', 'full-fat mascarpone', 'marscarpone'], { tbsp: 'tbsp' }, MASCARPONE),
      f('manchego', '01038', ['manchego cheese', 'kefalotyri', 'kefalotyri cheese', 'kasseri', 'kasseri cheese', 'pecorino sardo', 'pecorino toscano', "sheep's milk cheese", "sheep's cheese", 'sheep cheese'], { tbsp: ['01146', 'tbsp'] }, HARD_SHEEP_CHEESE),
      f('halloumi', '01229', ['halloumi cheese', 'haloumi'], {}, FRYING_CHEESE),
      f('paneer', '01229', ['paneer cheese'], {}, FRYING_CHEESE),
      f('taleggio', '01024', ['taleggio cheese', 'reblochon', 'reblochon cheese', "pont l'évêque", 'époisses', 'washed-rind cheese'], {}, WASHED_RIND_CHEESE),
      f('limburger', '01024', ['limburger cheese']),
      f('port salut', '01034', ['port salut cheese', 'port du salut', 'port de salut'], { cup: 'cup, diced' }),
      f('cheshire', '01010', ['cheshire cheese']),
      f('wensleydale', '01010', ['wensleydale cheese', 'caerphilly', 'caerphilly cheese', 'lancashire cheese'], {}, CRUMBLY_BRITISH_CHEESE),
      f('double gloucester', '01009', ['double gloucester cheese', 'red leicester', 'red leicester cheese', 'lincolnshire poacher', 'lincolnshire poacher cheese'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }, HARD_BRITISH_CHEESE),
      f('burrata', '01026', ['burrata cheese'], {}, BURRATA),
      f('asiago', '01033', ['asiago cheese', 'aged asiago'], { tbsp: ['01146', 'tbsp'] }, ASIAGO),
      f('dry curd cottage cheese', '01014', ['uncreamed cottage cheese', 'pot cheese']),
      f('quark', '01014', ['quark cheese', "farmer's cheese", 'farmer cheese'], {}, QUARK),
      f('hard goat cheese', '01156', ['aged goat cheese', "hard goats' cheese"]),
      f('gjetost', '01021', ['brunost', 'gjetost cheese']),
      f('tilsit', '01041', ['tilsit cheese', 'tilsiter']),
      f('queso añejo', '01165', ['añejo cheese']),
      f('queso asadero', '01166', ['asadero', 'asadero cheese'], { cup: 'cup, shredded' }),
      f('queso chihuahua', '01167', ['chihuahua cheese', 'queso menonita'], { cup: 'cup, shredded' }),
      f('fat-free cream cheese', '01186', ['nonfat cream cheese']),
      f('oaxaca cheese', '01166', ['queso oaxaca', 'oaxacan cheese', 'quesillo'], { cup: 'cup, shredded' }, OAXACA),
      f('havarti', '01041', ['havarti cheese'], {}, HAVARTI),
      f('raclette', '01040', ['raclette cheese'], { cup: 'cup, shredded', slice: 'slice (1 oz)' }, RACLETTE),
    ],
  },
  {
    category: 'eggs',
    foods: [
      f('egg', '01123', ['free-range egg', 'free-range eggs', 'organic egg', 'eggs', 'large egg', 'large eggs', 'whole egg', 'whole eggs', 'fresh egg'], { each: 'large' }),
      // A fried egg is another food than a raw one (fat taken up in the pan): SR28 gives it its own figures.
      f('fried egg', '01128', ['fried eggs'], { each: 'large' }),
      f('egg white', '01124', ['free-range egg white', 'egg whites', 'large egg white'], { each: 'large' }),
      f('egg yolk', '01125', ['free-range egg yolk', 'egg yolks', 'large egg yolk', 'yolks'], { each: 'large' }),
      f('hard-boiled egg', '01129', ['boiled egg', 'hard-cooked egg', 'hard-boiled eggs', 'boiled eggs'], { cup: 'cup, chopped', each: 'large' }),
      f('egg white powder', '01136', ['dried egg white', 'dried egg whites', 'powdered egg whites', 'albumen powder', 'albumin powder'], { cup: 'cup, sifted' }),
      f('liquid egg whites', '01172', ['carton egg whites', 'pasteurized egg whites']),
      f('duck egg', '01138', ['free-range duck egg', 'duck eggs'], { each: 'egg' }),
      f('quail egg', '01140', ['quail eggs'], { each: 'egg' }),
      f('goose egg', '01139', [], { each: 'egg' }),
      f('egg substitute', '01226', ['egg beaters', 'liquid egg substitute']),
    ],
  },
  {
    category: 'meat',
    foods: [
      f('lamb shank', '17007', ['lamb shanks', 'lamb foreshank']),
      f('pork rinds', '19041', ['pork scratchings', 'chicharrones', 'pork cracklings']),
      f('lamb kidneys', '17195', ['lamb kidney', 'lambs kidneys', 'lambs kidney']),
      f('beef kidney', '13323', ['beef kidneys', 'ox kidney']),
      f('pancetta', '10123', ['cubed pancetta', 'diced pancetta', 'pancetta cubes', 'smoked pancetta', 'pancetta lardons'], { slice: null }, PANCETTA),
      f('black pudding', '07005', ['blood sausage', 'boudin noir', 'morcilla']),
      f('venison', '17164', ['venison loin', 'venison fillet', 'venison steak', 'venison steaks', 'venison shoulder', 'venison haunch', 'deer meat', 'venison medallion', 'venison rump', 'venison saddle', 'roe deer']),
      f('rabbit', '17177', ['rabbit meat', 'rabbit pieces', 'jointed rabbit', 'whole rabbit', 'rabbit leg', 'rabbit loin', 'rabbit saddle']),
      f('ground beef', '23572', ['minced beef', 'beef mince', 'hamburger meat', '80/20 ground beef', 'ground chuck', 'mince']),
      f('85% lean ground beef', '23567', ['85/15 ground beef', 'ground round']),
      f('lean ground beef', '23562', ['90/10 ground beef', 'lean beef mince', '90% lean ground beef', 'ground sirloin']),
      f('extra-lean ground beef', '23557', ['95% lean ground beef', 'extra lean beef mince', '95/5 ground beef']),
      f('stewing beef', '23093', ['stew meat', 'beef stew meat', 'beef for stew', 'braising steak', 'diced beef', 'beef cubes', 'stewing steak', 'braising beef']),
      f('beef chuck roast', '23102', ['chuck roast', 'beef chuck', 'pot roast', 'chuck steak', 'blade roast']),
      f('beef brisket', '13803', ['brisket']),
      f('corned beef', '13346', ['corned beef brisket', 'salt beef']),
      f('flank steak', '13970', ['flank', 'bavette'], { each: 'steak' }),
      f('skirt steak', '23217', ['skirt', 'inside skirt steak', 'fajita steak']),
      f('ribeye steak', '23201', ['ribeye', 'rib eye steak', 'scotch fillet', 'entrecote', 'prime rib', 'rib eye'], { each: 'steak' }),
      f('sirloin steak', '13929', ['top sirloin', 'sirloin', 'top sirloin steak', 'rump steak', 'beef rump', 'rump of beef']),
      f('beef tenderloin', '13917', ['filet mignon', 'fillet steak', 'beef fillet', 'tenderloin steak', 'eye fillet', 'beef tenderloin roast', 'whole beef tenderloin', 'beef fillets', 'beef filet', 'beef filets', 'beef medallions', 'beef fillet medallions'], { each: 'steak' }),
      f('strip steak', '13909', ['new york strip', 'top loin steak', 'striploin', 'new york strip steak', 'kansas city strip']),
      f('t-bone steak', '23005', ['t-bone', 'porterhouse', 'porterhouse steak'], { each: 'steak' }),
      f('tri-tip', '13954', ['tri-tip roast', 'tri tip steak']),
      f('beef short ribs', '13147', ['short ribs', 'beef ribs', 'english short ribs']),
      f('eye of round', '13877', ['eye of round roast', 'beef round roast', 'silverside', 'eye round', 'eye round roast']),
      f('top round', '13891', ['london broil', 'top round steak', 'topside', 'round steak', 'topside of beef', 'beef topside']),
      f('beef liver', '13325', ['ox liver']),
      f('roast beef (deli)', '13358', ['deli roast beef', 'sliced roast beef', 'chopped beef', 'luncheon beef'], { slice: 'slice (1 oz)' }),
      f('pastrami', '13355', ['beef pastrami'], { slice: 'slice (1 oz)' }),
      f('ground veal', '17142', ['veal mince', 'minced veal']),
      f('veal cutlet', '17099', ['veal cutlets', 'veal scallopini', 'veal escalope', 'veal', 'veal leg', 'veal stew meat', 'stewing veal', 'veal scallops']),
      f('veal loin', '17104', ['veal chops', 'veal loin chops']),
      f('ground lamb', '17224', ['lamb mince', 'minced lamb']),
      f('leg of lamb', '17011', ['lamb leg steak', 'lamb leg steaks', 'lamb steak', 'lamb steaks', 'lamb leg', 'lamb', 'lamb leg roast', 'boneless leg of lamb', 'leg of lamb on the bone']),
      f('lamb chops', '17023', ['lamb loin chops', 'lamb chop', 'lamb loin chop'], { each: 'chop, excluding refuse' }),
      f('lamb loin', '17023', ['lamb fillet', 'lamb loin fillet', 'lamb loin fillets', 'lamb fillets'], {}, LAMB_LOIN),
      f('lamb cutlets', '17314', ['lamb cutlet', 'lamb rib chops', 'lamb rib chop', 'french-trimmed lamb cutlets', 'frenched lamb cutlets'], { each: 'chop' }, LAMB_CUTLETS),
      f('lamb shoulder', '17035', ['lamb neck fillet', 'lamb neck fillets', 'lamb neck', 'lamb shoulder roast', 'lamb stew meat', 'lamb shoulder on the bone']),
      f('pork tenderloin', '10218', ['pork fillet', 'pork tenderloins', 'pork tenderloin medallions']),
      f('pork chops', '10164', ['pork chop', 'boneless pork chops', 'pork loin chops', 'center-cut pork chops', 'pork loin steak', 'pork loin steaks', 'pork escalope', 'pork cutlet'], { each: 'chop' }),
      f('pork loin', '10224', ['pork loin roast', 'boneless pork loin', 'pork roast']),
      f('pork shoulder', '10070', ['pork butt', 'boston butt', 'pork shoulder roast', 'pork collar', 'shoulder of pork', 'pork shoulder blade', 'pork blade roast']),
      f('ground pork', '10219', ['pork mince', 'minced pork']),
      f('pork belly', '10005', ['pork belly slices', 'fresh pork belly', 'belly pork', 'belly of pork']),
      f('pork spare ribs', '10088', ['pork ribs', 'spareribs', 'spare ribs', 'st. louis ribs']),
      f('baby back ribs', '10192', ['back ribs', 'pork back ribs', 'loin back ribs']),
      f('country-style ribs', '10204', ['country style pork ribs']),
      f('bacon', '10123', ['lardons', 'bacon lardons', 'smoked lardons', 'streaky bacon', 'bacon strips', 'bacon rashers', 'bacon slices', 'smoked bacon', 'thick-cut bacon'], { slice: 'slice raw' }),
      f('cooked bacon', '10862', ['crispy bacon', 'crumbled bacon', 'bacon bits', 'fried bacon'], { slice: 'slice' }),
      f('turkey bacon', '07254', [], { slice: 'slice 12 oz pkg' }),
      f('prosciutto', '10141', ['prosciutto di parma', 'parma ham', 'serrano ham', 'jamón serrano', 'prosciutto crudo', 'cured ham', 'air-dried ham', 'jamón', 'jamón ibérico', 'speck'], { slice: CURATED_PORTIONS.prosciuttoSlice }, PROSCIUTTO),
      f('ham', '10182', ['gammon', 'gammon joint', 'gammon steak', 'smoked ham', 'baked ham', 'honey roast ham', 'cooked ham', 'ham steak', 'diced ham', 'boneless ham', 'leftover ham'], { cup: 'cup', slice: 'slice' }),
      f('extra lean ham', '10149', ['lean ham', 'extra lean diced ham', 'extra lean ham steak'], { cup: ['10134', 'cup'], slice: ['10182', 'slice'] }, EXTRA_LEAN_HAM),
      f('deli ham', '07029', ['sliced ham', 'ham slices', 'sandwich ham'], { slice: 'slice' }),
      f('salt pork', '10165', ['fatback', 'lardo']),
      f('italian sausage', '07036', ['italian sausages', 'sweet italian sausage', 'hot italian sausage', 'mild italian sausage', 'sausage meat', 'sausagemeat'], { each: 'link, 4/lb' }),
      f('pork sausage', '07063', ['breakfast sausage', 'sausage links', 'sausage patties', 'pork sausages', 'bulk sausage', 'chipolata', 'chipolata sausage'], { each: 'link' }),
      f('turkey breakfast sausage', '07919', ['turkey breakfast links', 'turkey sausage links', 'turkey breakfast sausage links']),
      f('turkey sausage', '07955', ['fresh turkey sausage', 'ground turkey sausage', 'bulk turkey sausage', 'turkey sausages']),
      f('chorizo', '07019', ['chorizo sausage', 'spanish chorizo', 'mexican chorizo', 'chorizo link', 'chorizo ring'], { each: 'link (4" long)' }),
      f('smoked sausage', '07916', ['kielbasa', 'polish sausage', 'andouille sausage', 'andouille'], { each: 'serving 2.67 oz' }),
      f('bratwurst', '07922', ['brats']),
      f('hot dogs', '07950', ['frankfurters', 'hot dog', 'frankfurter', 'wieners', 'franks'], { each: 'serving (1 hot dog)' }),
      f('pepperoni', '07057', ['sliced pepperoni', 'pepperoni slices'], { slice: 'piece' }),
      f('salami', '07072', ['genoa salami', 'hard salami', 'salami slices', 'soppressata', 'sopressata', 'salame'], { slice: 'slice' }),
      f('lard', '04002', ['pork fat', 'manteca', 'pork lard']),
      f('beef tallow', '04001', ['tallow', 'beef dripping', 'dripping']),
      f('ground venison', '17343', ['venison mince']),
      f('mutton', '17001', ['mutton shoulder', 'leg of mutton', 'mutton leg', 'hogget'], {}, MUTTON),
      f('goat', '17168', ['goat meat', 'kid goat', 'baby goat', 'goat leg', 'goat shoulder', 'cabrito']),
      f('bison', '17156', ['bison meat', 'bison steak']),
      f('ground bison', '17330', ['bison mince', 'ground buffalo']),
      f('elk', '17166', ['elk meat']),
      f('tripe', '13341', ['beef tripe', 'honeycomb tripe', 'ox tripe', 'dressed tripe', 'dressed ox tripe']),
      f('beef tongue', '13339', ['ox tongue']),
      f('veal sweetbreads', '17218', ['sweetbreads', 'calf sweetbreads']),
      f('lamb sweetbreads', '17375', ["lamb's sweetbreads"]),
      f('lamb liver', '17199', ["lamb's liver"]),
      f('calf liver', '17202', ['calves liver', 'veal liver', "calf's liver"]),
      f('pork liver', '10110', ["pig's liver", 'pig liver']),
      f('veal kidneys', '17197', ['veal kidney', "calves' kidneys"]),
      f('ham hock', '10936', ['smoked ham hock', 'unsmoked ham hock', 'ham shank', 'gammon hock', 'meaty ham hock'], {}, HAM_HOCK),
      f('beef shank', '13227', ['beef shank crosscuts', 'bone-in beef shank']),
      f('beef shin', '13227', ['shin of beef', 'shin beef'], {}, SHIN_SOLD_BONELESS),
      f('veal shank', '17276', ['osso buco', 'veal osso buco', 'veal shin']),
      f('rack of lamb', '17029', ['lamb rack', 'lamb rib', 'french-trimmed rack of lamb', 'frenched rack of lamb']),
      f('lamb rump', '17019', ['lamb chump', 'chump of lamb', 'lamb chump chops', 'lamb sirloin']),
      f('pork steaks', '10080', ['pork steak', 'pork shoulder steaks', 'pork blade steaks'], { each: 'steak without refuse' }),
      f('rack of pork', '10044', ['pork rack']),
      f('bone-in pork chops', '10036', ['pork chops on the bone', 'bone-in pork loin chops'], { each: 'chop without refuse' }),
      f('mortadella', '07050', [], { slice: 'slice' }),
      f('dried beef', '13350', ['chipped beef']),
      f('bresaola', '13350', [], {}, BRESAOLA),
      f('beef jerky', '19002', ['jerky']),
      f('frog legs', '80200', ["frog's legs"]),
      f('bacon fat', '04609', ['bacon grease', 'bacon drippings', 'smoked bacon fat']),
      f('suet', '13335', ['beef suet', 'shredded suet', 'shredded beef suet']),
      f('hanger steak', '23217', ['onglet', 'onglet steak', 'thick skirt'], {}, HANGER_STEAK),
      f('flat iron steak', '23059', ['flat iron', 'top blade steak'], { each: 'steak' }),
      f('standing rib roast', '13824', ['rib roast', 'fore-rib', 'côte de boeuf', 'bone-in rib roast', 'beef standing rib roast']),
      f('beef heart', '13321', ['ox heart']),
      f('pork hock', '10016', ['pork knuckle', 'pork shank', 'fresh ham hock'], {}, PORK_HOCK),
      f('bologna', '07008', ['baloney']),
      f('liverwurst', '07014', ['braunschweiger', 'liver sausage']),
      f('guanciale', '10105', ['cured pork jowl'], {}, GUANCIALE),
      f('chicken sausage', '07976', ['italian chicken sausage'], {}, "SR28's one chicken sausage is an Italian-style, lower-sodium one; regular chicken sausages carry more salt"),
      f('summer sausage', '07078', ['cervelat', 'thuringer']),
      f('sirloin tip', '13883', ['sirloin tip roast', 'tip roast', 'round tip']),
      f('brisket flat', '13805', ['beef brisket flat', 'flat-cut brisket', 'brisket flat cut', 'first-cut brisket']),
      f('canadian bacon', '10130', ['canadian-style bacon', 'peameal bacon']),
      f('country ham', '10141', ['dry-cured country ham']),
      f('canned corned beef', '13348', ['tinned corned beef']),
      f('lean pork', '10002', ['lean pork meat'], {}, LEAN_PORK),
    ],
  },
  {
    category: 'poultry',
    foods: [
      f('duck liver', '05143', ['duck livers'], { each: 'liver' }),
      f('wild duck breast', '05145', ['wild duck breasts', 'mallard breast']),
      f('squab', '05161', ['squab pigeon', 'squab pigeons', 'pigeon', 'wood pigeon']),
      f('pigeon breast', '05162', ['pigeon breasts', 'squab breast', 'wood pigeon breasts'], { each: 'breast, bone removed' }),
      f('pheasant', '05153', ['pheasants', 'whole pheasant']),
      f('guinea fowl', '05151', ['guinea hen', 'guinea fowls', 'guinea fowl breast', 'guinea fowl breasts', 'guinea fowl leg']),
      f('quail', '05158', ['quails', 'whole quail'], { each: 'quail' }),
      f('chicken breast', '05062', ['chicken breasts', 'boneless skinless chicken breast', 'boneless skinless chicken breasts', 'chicken breast fillet', 'chicken fillets', 'chicken cutlet', 'chicken escalope', 'skinless chicken breast', 'skinless and boneless chicken breasts', 'boneless and skinless chicken breasts', 'boneless and skinless chicken breast halves'], { each: 'piece' }),
      // Tenders are the breast's inner fillet, the same meat; a whole breast's piece weight would overcount them.
      f('chicken tenders', '05062', ['chicken tenderloins', 'chicken tenderloin', 'chicken mini fillets']),
      f('chicken thighs', '05096', ['chicken thigh', 'boneless skinless chicken thighs', 'chicken thigh fillets', 'boneless chicken thighs', 'skinless chicken thighs', 'skinless and boneless chicken thighs', 'boneless and skinless chicken thighs'], { each: 'thigh without skin' }),
      f('skin-on chicken thighs', '05091', ['bone-in chicken thighs', 'chicken thighs with skin', 'bone-in skin-on chicken thighs'], { each: 'thigh with skin' }),
      f('chicken drumsticks', '05066', ['drumsticks', 'chicken drumstick', 'chicken legs', 'chicken leg'], { each: 'drumstick' }),
      f('chicken wings', '05100', ['wings', 'chicken wing', 'wingettes', 'party wings', 'chicken drumettes', 'drumettes'], { each: 'piece' }),
      f('whole chicken', '05006', ['chicken', 'roasting chicken', 'broiler chicken', 'fryer chicken', 'whole roasting chicken', 'chicken parts'], { each: WHOLE_CHICKEN }),
      f('poussin', '05006', ['poussins', 'spring chicken']),
      f('cooked chicken', '05013', ['shredded chicken', 'diced cooked chicken', 'chicken meat', 'cooked chicken meat', 'rotisserie chicken', 'leftover chicken', 'cooked shredded chicken'], { cup: 'cup, chopped or diced' }),
      f('cooked chicken breast', '05064', ['grilled chicken breast', 'roasted chicken breast', 'poached chicken breast'], { cup: 'cup, chopped or diced' }),
      f('ground chicken', '05332', ['minced chicken', 'chicken mince']),
      f('chicken liver pâté', '07053', []),
      f('chicken livers', '05027', ['chicken liver'], { each: 'liver' }),
      f('ground turkey', '05305', ['turkey mince', 'minced turkey']),
      f('lean ground turkey', '05665', ['93% lean ground turkey', '93/7 ground turkey']),
      f('turkey breast', '05219', ['turkey breast meat', 'boneless turkey breast', 'turkey cutlets', 'turkey breast steaks', 'turkey tenderloin', 'turkey breast tenderloin']),
      f('roast turkey', '05168', ['cooked turkey', 'leftover turkey', 'roasted turkey', 'turkey meat']),
      f('whole turkey', '05165', ['turkey']),
      f('duck', '05141', ['duck meat', 'duck breast', 'duck legs', 'duckling breast']),
      f('duck fat', '04574', []),
      f('chicken fat', '04542', ['schmaltz']),
      f('goose', '05146', ['whole goose', 'oven-ready goose'], { each: 'goose' }),
      f('goose breast', '05148', ['goose breasts', 'goose meat']),
      f('goose fat', '04576', ['goose dripping']),
      f('whole duck', '05139', ['duckling', 'oven-ready duck'], { each: 'duck' }),
      f('ground duck', '05141', ['duck mince'], {}, GROUND_DUCK),
      f('cornish hen', '05307', ['cornish game hen', 'rock cornish hen'], { each: 'bird' }),
      f('stewing hen', '05123', ['boiling fowl', 'stewing chicken', 'boiling hen']),
      f('capon', '05135', []),
      f('chicken leg quarters', '05075', ['chicken leg quarter', 'whole chicken legs', 'chicken maryland'], { each: 'leg, with skin' }),
      f('chicken giblets', '05020', ['giblets']),
      f('turkey giblets', '05171', []),
      f('chicken gizzards', '05023', ['gizzards']),
      f('chicken hearts', '05025', []),
      f('turkey legs', '05193', []),
      f('turkey drumsticks', '05736', []),
      f('turkey wings', '05734', []),
      f('turkey thighs', '05742', []),
      f('turkey crown', '05191', ['turkey breast crown', 'bone-in turkey breast', 'turkey breast on the bone']),
      f('pheasant breast', '05155', ['pheasant breasts']),
      f('grouse breast', '05363', ['ruffed grouse breast']),
      f('turkey fat', '04575', []),
      f('partridge', '05153', ['grey partridge', 'red-legged partridge'], {}, PARTRIDGE),
      f('partridge breast', '05155', [], {}, PARTRIDGE),
      f('deli turkey', '07081', ['sliced turkey', 'sliced turkey breast', 'deli turkey breast', 'turkey breast deli meat', 'turkey lunch meat']),
      f('canned chicken', '05311', ['canned chicken breast', 'tinned chicken'], { can: 'can (5 oz) yields' }),
      f('foie gras', '05282', ['duck foie gras', 'goose foie gras', 'pâté de foie gras', 'foie gras terrine'], {}, FOIE_GRAS),
      f('goose liver', '05150', ['goose livers']),
      f('quail breast', '05159', ['quail breasts']),
    ],
  },
  {
    category: 'fish and seafood',
    foods: [
      f('smoked haddock', '15035', ['finnan haddie', 'smoked haddock fillet', 'smoked haddock fillets', 'arbroath smokie']),
      f('monkfish', '15054', ['monkfish fillet', 'monkfish fillets', 'monkfish tail', 'monkfish tails', 'monkfish cheeks']),
      f('kippers', '15042', ['kipper', 'kippered herring', 'kipper fillets', 'kipper fillet', 'smoked herring'], { fillet: 'fillet, medium' }),
      f('langoustines', '15147', ['langoustine', 'scampi', 'norway lobster', 'dublin bay prawns', 'langoustine claw meat', 'langoustine tails'], { each: null }, LANGOUSTINE),
      f('cockles', '15157', ['cockle', 'fresh cockles', 'cockle meat'], { each: null, small: null, medium: null, large: null }, COCKLES),
      f('salmon', '15236', ['salmon fillet', 'salmon fillets', 'atlantic salmon', 'fresh salmon', 'farmed salmon', 'salmon steaks', 'salmon filet', 'salmon filets'], { fillet: null }),
      f('wild salmon', '15076', ['wild-caught salmon', 'wild atlantic salmon', 'coho salmon', 'king salmon'], { fillet: null }),
      f('sockeye salmon', '15085', ['red salmon'], { fillet: null }),
      f('smoked salmon', '15179', ['lox', 'nova lox', 'smoked salmon slices', 'cold-smoked salmon', 'hot-smoked salmon', 'hot-smoked salmon fillet', 'smoked salmon fillet', 'gravlax', 'gravadlax']),
      f('canned salmon', '15260', ['salmon (canned)', 'tinned salmon', 'pink salmon', 'canned pink salmon'], { can: 'can drained solids' }),
      f('salt cod', '15018', ['dried salt cod', 'bacalao', 'baccalà', 'salted cod', 'bacalhau']),
      f('caviar', '15012', ['salmon caviar', 'red caviar']),
      f('fish roe', '15072', ['roe', 'salmon roe', 'trout roe', 'ikura', 'tobiko', 'masago', 'cod roe', 'fish eggs']),
      f('cod', '15015', ['cod fillet', 'cod fillets', 'atlantic cod', 'white fish', 'whitefish', 'cod loin']),
      f('haddock', '15033', ['haddock fillets']),
      f('halibut', '15036', ['halibut fillets', 'halibut steaks'], { fillet: null }),
      f('tilapia', '15261', ['tilapia fillet', 'tilapia fillets']),
      f('sole', '15028', ['plaice fillet', 'plaice fillets', 'dover sole', 'lemon sole', 'flounder', 'plaice', 'sole fillets', 'flounder fillets', 'flatfish']),
      f('pollock', '15066', ['alaska pollock', 'pollack', 'coley']),
      f('catfish', '15234', ['catfish fillets', 'channel catfish']),
      f('trout', '15240', ['rainbow trout', 'trout fillets', 'trout steaks']),
      f('sea bass', '15091', ['seabass', 'branzino', 'black sea bass', 'barramundi']),
      f('striped bass', '15004', ['rockfish']),
      f('snapper', '15101', ['red snapper', 'snapper fillets']),
      f('mahi mahi', '15023', ['dolphinfish', 'dorado']),
      f('swordfish', '15110', ['swordfish steaks'], { each: 'piece' }),
      f('mackerel', '15046', ['atlantic mackerel', 'mackerel fillets']),
      f('perch', '15060', ['perch fillets']),
      f('tuna steak', '15127', ['fresh tuna', 'ahi tuna', 'yellowfin tuna', 'tuna steaks', 'sushi-grade tuna', 'tuna loin', 'yellowfin tuna loin', 'albacore loin']),
      f('canned tuna', '15121', ['tuna', 'tuna in water', 'tinned tuna', 'light tuna', 'chunk light tuna', 'canned light tuna'], { cup: 'cup, solid or chunks', can: 'can' }),
      f('tuna in oil', '15119', ['canned tuna in oil', 'oil-packed tuna', 'tuna in olive oil'], { cup: 'cup, solid or chunks', can: 'can' }),
      f('albacore tuna', '15126', ['white tuna', 'solid white tuna', 'canned albacore', 'albacore'], { can: 'can' }),
      f('sardines', '15088', ['canned sardines', 'sardines in oil', 'tinned sardines', 'sardine'], { can: 'can (3.75 oz)', cup: 'cup, drained' }),
      f('anchovies', '15002', ['anchovy', 'anchovy fillets', 'anchovy fillet', 'canned anchovies', 'anchovy filets', 'oil-packed anchovy fillets', 'oil-packed anchovies', 'salt-packed anchovies', 'salted anchovies'], { each: 'anchovy' }),
      f('shrimp', '15149', ['prawns', 'raw shrimp', 'large shrimp', 'jumbo shrimp', 'king prawns', 'shrimps', 'prawn', 'peeled shrimp', 'tiger prawns', 'prawn meat', 'shrimp meat', 'uncooked shrimp', 'uncooked prawns', 'raw prawns'], { each: 'medium' }),
      f('scallops', '15172', ['sea scallops', 'bay scallops', 'scallop', 'scallop meat'], { each: CURATED_PORTIONS.scallop, large: CURATED_PORTIONS.scallop, small: CURATED_PORTIONS.smallScallop }),
      f('crab meat', '15141', ['crabmeat', 'canned crab', 'lump crab meat', 'crab', 'jumbo lump crab', 'white crabmeat', 'white crab meat']),
      f('king crab', '15136', ['king crab legs', 'alaskan king crab'], { each: 'leg' }),
      f('imitation crab', '15138', ['surimi', 'crab sticks', 'krab']),
      f('lobster', '15147', ['lobster meat', 'lobster tails', 'lobster tail', 'lobster claws', 'lobster flesh'], { each: 'lobster' }),
      f('clams', '15157', ['clam', 'clam meat', 'shucked clams', 'littleneck clams', 'fresh clams', 'cherrystone clams', 'quahog', 'vongole', 'vongole veraci', 'steamer clams'], { each: 'medium' }),
      f('canned clams', '15160', ['clams (canned, drained)', 'chopped clams', 'minced clams'], { cup: 'cup' }),
      f('clam juice', '15162', ['clam broth', 'bottled clam juice'], { cup: 'cup' }),
      f('mussels', '15164', ['mussel', 'mussel meat', 'shucked mussels', 'blue mussels', 'fresh mussels', 'live mussels'], { cup: 'cup', each: 'medium' }),
      f('oysters', '15167', ['oyster', 'fresh oysters', 'shucked oysters'], { cup: 'cup', each: 'medium' }),
      f('squid', '15175', ['calamari', 'squid rings', 'squid tubes']),
      f('octopus', '15166', ['baby octopus', 'octopus tentacles', 'octopus legs']),
      f('crawfish', '15145', ['crayfish', 'crawdads', 'crawfish tails'], { each: 'crayfish' }),
      f('red mullet', '15055', ['red mullet fillet'], { fillet: null }, RED_MULLET),
      f('grey mullet', '15055', ['gray mullet', 'striped mullet', 'mullet', 'grey mullet fillet']),
      f('sea bream', '15090', ['bream', 'gilt-head bream', 'gilthead bream', 'dorade', 'sea bream fillet', 'whole sea bream'], { fillet: null }, SEA_BREAM),
      f('porgy', '15090', ['scup']),
      f('turbot', '15129', ['turbot fillet'], { fillet: null }),
      f('walleye', '15064', ['walleye pike', 'walleye fillet']),
      f('pike', '15062', ['northern pike'], { fillet: null }),
      f('whiting', '15132', ['whiting fillet']),
      f('hake', '15132', ['hake fillet', 'hake steaks'], { fillet: null }, HAKE),
      f('herring', '15039', ['fresh herring', 'herring fillet', 'atlantic herring'], { fillet: null }),
      f('pickled herring', '15041', ['rollmops', 'rollmop', 'pickled herrings']),
      f('grouper', '15031', ['grouper fillet'], { fillet: null }),
      f('lingcod', '15045', [], { fillet: null }),
      f('sablefish', '15074', ['black cod'], { fillet: null }),
      f('carp', '15008', [], { fillet: null }),
      f('smelt', '15099', ['smelts']),
      f('bluefin tuna', '15117', []),
      f('fresh anchovies', '15001', ['fresh anchovy', 'boquerones', 'white anchovies']),
      f('cuttlefish', '15163', []),
      f('snails', '90560', ['snail', 'escargot', 'escargots']),
      f('whelks', '15177', ['whelk']),
      f('abalone', '15155', []),
      f('blue crab', '15139', ['blue crabs', 'soft-shell crabs']),
      f('dungeness crab', '15143', []),
      f('spiny lobster', '15154', ['rock lobster']),
      f('shell-on prawns', '15270', ['shell-on shrimp', 'unpeeled prawns', 'unpeeled shrimp', 'prawns shell on', 'shrimp shell on'], {}, SHELL_ON_SHRIMP),
      f('cooked shrimp', '15151', ['cooked prawns', 'cooked peeled prawns', 'cooked peeled shrimp'], { each: 'large' }),
      f('yellowtail', '15135', ['hamachi', 'yellowtail amberjack'], { fillet: null }),
      f('orange roughy', '15073', []),
      f('snow crab', '15144', ['snow crab legs', 'queen crab']),
      f('skate', '15015', ['skate wing', 'ray wing', 'skate wings'], { fillet: null }, SKATE),
      f('smoked whitefish', '15131', []),
      f('bluefish', '15005', [], { fillet: null }),
      f('tilefish', '15112', [], { fillet: null }),
      f('shad', '15094', [], { fillet: null }),
      f('hoki', '15132', ['hoki fillet', 'hoki fillets', 'hoki steaks'], { fillet: null }, HOKI),
    ],
  },
  {
    category: 'oils and fats',
    foods: [
      f('cooking spray', '04679', ['nonstick cooking spray', 'oil spray', 'cooking oil spray', 'vegetable oil spray']),
      f('olive oil', '04053', ['extra virgin olive oil', 'evoo', 'light olive oil', 'virgin olive oil', 'pure olive oil'], { tbsp: 'tablespoon' }),
      f('vegetable oil', '04044', ['soybean oil', 'cooking oil', 'neutral oil', 'oil', 'salad oil', 'frying oil']),
      f('infused oil', '04044', ['garlic oil', 'chive oil', 'chilli oil', 'chili oil', 'basil oil', 'herb oil', 'rosemary oil'], {}, INFUSED_OIL),
      f('canola oil', '04582', ['rapeseed oil']),
      f('sunflower oil', '04584', ['high oleic sunflower oil']),
      f('corn oil', '04518', ['maize oil']),
      f('peanut oil', '04042', ['groundnut oil', 'arachis oil']),
      f('sesame oil', '04058', ['toasted sesame oil', 'dark sesame oil', 'asian sesame oil'], { tbsp: 'tablespoon' }),
      f('coconut oil', '04047', ['virgin coconut oil', 'refined coconut oil']),
      f('avocado oil', '04581', []),
      f('grapeseed oil', '04517', ['grape seed oil'], { tbsp: 'tablespoon' }),
      f('safflower oil', '04511', [], { tbsp: 'tablespoon' }),
      f('walnut oil', '04528', []),
      f('hazelnut oil', '04532', []),
      f('rice bran oil', '04037', []),
      f('mustard oil', '04583', []),
      f('vegetable shortening', '04559', ['shortening', 'crisco', 'white vegetable fat', 'trex', 'vegetable fat']),
      f('mayonnaise', '04025', ['mayo', 'real mayonnaise', 'full-fat mayonnaise', 'aioli', 'mayonaise']),
      f('light mayonnaise', '04641', ['light mayo', 'reduced-fat mayonnaise', 'low-fat mayonnaise'], { tbsp: 'tablespoon' }),
      f('palm oil', '04055', ['red palm oil', 'palm shortening', 'palm fruit oil shortening']),
      f('almond oil', '04529', ['sweet almond oil']),
      f('cocoa butter', '04501', []),
      f('vegetable suet', '04559', ['vegetarian suet', 'shredded vegetable suet'], { cup: null, tbsp: null }, VEGETABLE_SUET),
      f('lecithin', '04531', ['soy lecithin', 'soya lecithin', 'liquid lecithin']),
    ],
  },
  {
    category: 'nuts and seeds',
    foods: [
      f('almonds', '12061', ['almond', 'raw almonds', 'whole almonds', 'chopped almonds'], { cup: 'cup, whole', each: 'almond' }),
      f('sliced almonds', '12061', ['flaked almonds', 'almond flakes'], { cup: 'cup, sliced', each: null }),
      f('slivered almonds', '12061', ['almond slivers'], { cup: 'cup, slivered', each: null }),
      f('blanched almonds', '12062', ['skinned almonds'], { cup: 'cup whole kernels' }),
      f('roasted almonds', '12063', ['dry-roasted almonds', 'toasted almonds'], { cup: 'cup whole kernels' }),
      f('almond butter', '12195', []),
      f('cashews', '12087', ['raw cashews', 'cashew nuts', 'cashew', 'unsalted cashews'], { cup: ['12085', 'cup, halves and whole'] }),
      f('roasted cashews', '12085', ['roasted cashew nuts', 'dry-roasted cashews'], { cup: 'cup, halves and whole' }),
      f('cashew butter', '12088', []),
      f('walnuts', '12155', ['walnut', 'english walnuts', 'walnut halves', 'chopped walnuts', 'walnut pieces'], { cup: 'cup, chopped' }),
      f('pecans', '12142', ['pecan', 'pecan halves', 'chopped pecans', 'pecan pieces', 'pecan nuts'], { cup: 'cup, chopped' }),
      f('hazelnuts', '12120', ['filberts', 'hazelnut', 'cobnuts'], { cup: 'cup, whole' }),
      f('pistachios', '12151', ['pistachio nuts', 'pistachio', 'shelled pistachios', 'pistachio nibs', 'slivered pistachios'], { each: 'kernel' }),
      f('macadamia nuts', '12131', ['macadamias', 'macadamia'], { cup: 'cup, whole or halves' }),
      f('brazil nuts', '12078', ['brazil nut'], { cup: 'cup, whole', each: 'kernel' }),
      f('pine nuts', '12147', ['pignoli', 'pinenuts', 'pine kernels', 'pignolias']),
      f('mixed nuts', '12135', ['assorted nuts']),
      f('chestnuts', '12167', ['roasted chestnuts', 'cooked chestnuts', 'peeled chestnuts']),
      f('shredded coconut', '12109', ['sweetened shredded coconut', 'flaked coconut', 'sweetened coconut flakes', 'coconut flakes', 'angel flake coconut']),
      f('desiccated coconut', '12108', ['unsweetened shredded coconut', 'unsweetened coconut', 'dried coconut'], { cup: ['12179', 'cup, shredded'] }, 'Cup weight borrowed from SR28\'s sweetened shredded coconut (12179): SR28 weighs no volume of the unsweetened'),
      f('unsweetened coconut flakes', '12108', ['unsweetened flaked coconut', 'unsweetened coconut chips', 'coconut chips'], { cup: ['12109', 'cup'] }, 'Cup weight borrowed from SR28\'s sweetened flaked coconut (12109): SR28 weighs no volume of the unsweetened'),
      f('coconut milk', '12118', ['canned coconut milk', 'full-fat coconut milk', 'tinned coconut milk'], { can: CURATED_PORTIONS.coconutMilkCan }),
      f('coconut cream', '12115', ['canned coconut cream', 'thick coconut milk']),
      f('cream of coconut', '12116', ['coco lopez', 'sweetened coconut cream']),
      f('sesame seeds', '12023', ['sesame seed', 'white sesame seeds', 'black sesame seeds']),
      f('toasted sesame seeds', '12029', ['roasted sesame seeds'], { cup: 'cup' }),
      f('tahini', '12166', ['tahina', 'sesame paste', 'tahini paste', 'sesame butter']),
      f('sunflower seeds', '12036', ['sunflower kernels', 'shelled sunflower seeds', 'raw sunflower seeds'], { cup: 'cup' }),
      f('roasted sunflower seeds', '12037', []),
      f('sunflower seed butter', '12040', ['sunbutter']),
      f('pumpkin seeds', '12014', ['pepitas', 'pumpkin seed kernels', 'shelled pumpkin seeds']),
      f('chia seeds', '12006', ['chia', 'chia seed'], { cup: ['12220', 'cup, whole'], tbsp: ['12220', 'tbsp, whole'], tsp: ['12220', 'tsp, whole'] }, CHIA_SPOONS),
      f('flaxseed', '12220', ['flax seeds', 'linseed', 'flaxseeds', 'flax seed', 'whole flaxseed'], { cup: 'cup, whole', tbsp: 'tbsp, whole', tsp: 'tsp, whole' }),
      f('ground flaxseed', '12220', ['flax meal', 'ground flax', 'milled flaxseed', 'flaxseed meal', 'ground linseed'], { cup: null, tbsp: 'tbsp, ground', tsp: 'tsp, ground' }),
      f('hemp seeds', '12012', ['hemp hearts', 'hulled hemp seeds', 'hempseeds', 'hempseed']),
      f('almond paste', '12071', [], { cup: 'cup, firmly packed' }),
      f('dried chestnuts', '12100', ['dried peeled chestnuts']),
      // UK creamed coconut (a block) and US coconut butter are the same ground coconut meat; cream of coconut is a sweet syrup.
      f('creamed coconut', '12177', ['coconut butter', 'creamed coconut block', 'block creamed coconut', 'coconut manna']),
    ],
  },
  {
    category: 'baking',
    foods: [
      f('cacao nibs', '19078', ['cocoa nibs', 'cacao nib'], { cup: null }, CACAO_NIBS),
      f('nutritional yeast', '18375', ['nutritional yeast flakes', 'nooch', 'savory yeast flakes'], { tsp: null, tbsp: null, package: null }, NUTRITIONAL_YEAST),
      f('marzipan', '12071', ['ready-to-roll marzipan', 'golden marzipan', 'white marzipan'], { cup: null }, MARZIPAN),
      f('sprinkles', '19107', ['rainbow sprinkles', 'hundreds and thousands', 'nonpareils', 'jimmies'], { each: null, small: null }, SPRINKLES),
      f('sugar', '19335', ['granulated sugar', 'white sugar', 'caster sugar', 'superfine sugar', 'cane sugar', 'castor sugar', 'raw sugar', 'turbinado sugar', 'demerara sugar', 'preserving sugar', 'jam sugar', 'vanilla sugar', 'sugar cubes', 'sugar cube', 'sugar lumps', 'cinnamon sugar', 'pearl sugar', 'nibbed sugar', 'sanding sugar', 'coarse sugar']),
      f('brown sugar', '19334', ['light brown sugar', 'dark brown sugar', 'packed brown sugar', 'soft brown sugar', 'muscovado sugar'], { cup: 'cup packed', tsp: 'tsp packed' }),
      f('powdered sugar', '19336', ['icing sugar', 'confectioners sugar', 'powdered confectioners sugar'], { cup: 'cup unsifted', tbsp: 'tbsp unsifted' }),
      f('maple sugar', '19340', []),
      f('chocolate chips', '19080', ['semisweet chocolate chips', 'semi-sweet chocolate chips', 'chocolate morsels', 'dark chocolate chips', 'chocolate chunks', 'chocolate drops', 'dark chocolate drops', 'plain chocolate drops', 'chocolate bits', 'semisweet chocolate bits', 'dark chocolate buttons'], { cup: 'cup chips (6 oz package)' }),
      f('semisweet chocolate', '19080', ['semi-sweet chocolate', 'semisweet baking chocolate', 'plain chocolate'], { cup: null }),
      f('dark chocolate', '19904', ['dark chocolate bar', '70% dark chocolate', 'extra dark chocolate', '70% cocoa chocolate'], { cup: ['19080', 'cup chips (6 oz package)'] }, DARK_CHOCOLATE_CUP),
      f('bittersweet chocolate', '19903', ['60% dark chocolate', 'bittersweet baking chocolate']),
      f('dark chocolate (45-59%)', '19902', ['sweet dark chocolate']),
      f('milk chocolate', '19120', ['milk chocolate chips', 'milk chocolate bar', 'milk chocolate buttons', 'milk chocolate drops'], { cup: 'cup chips' }),
      f('white chocolate', '19087', ['white chocolate chips', 'white chocolate bar', 'white baking chips', 'white chocolate drops', 'white chocolate buttons'], { cup: 'cup chips' }),
      f('unsweetened chocolate', '19078', ['baking chocolate', 'unsweetened baking chocolate', 'bitter chocolate'], { cup: 'cup, grated' }),
      f('cocoa powder', '19165', ['unsweetened cocoa', 'unsweetened cocoa powder', 'cocoa', 'natural cocoa powder', 'cacao powder']),
      f('dutch-process cocoa', '19166', ['dutch processed cocoa', 'alkalized cocoa', 'dutch cocoa powder']),
      f('baking powder', '18369', ['double-acting baking powder'], { tsp: 'tsp' }),
      f('baking soda', '18372', ['bicarbonate of soda', 'bicarb', 'sodium bicarbonate', 'bicarb soda'], { tsp: 'tsp' }),
      f('cream of tartar', '18373', [], { tsp: 'tsp' }),
      f('active dry yeast', '18375', ['dry yeast', 'yeast', 'instant yeast', 'rapid-rise yeast', 'fast-action yeast', 'bread machine yeast'], { package: 'packet' }),
      f('fresh yeast', '18374', ['compressed yeast', 'cake yeast'], { package: 'cake (0.6 oz)' }),
      f('gelatin', '19177', ['unflavored gelatin', 'gelatine', 'gelatin powder', 'powdered gelatin'], { tbsp: 'envelope (1 tbsp)', package: 'envelope (1 tbsp)', sheet: CURATED_PORTIONS.gelatinSheet, leaf: CURATED_PORTIONS.gelatinSheet }),
      f('pectin', '19310', ['powdered pectin', 'fruit pectin', 'apple pectin'], { package: 'package (1.75 oz)' }),
      f('marshmallow creme', '19365', ['marshmallow cream', 'marshmallow fluff']),
      f('marshmallows', '19116', ['marshmallow', 'mini marshmallows', 'miniature marshmallows'], { cup: 'cup of miniature', each: 'regular' }),
      f('chocolate syrup', '19348', ['chocolate sauce', 'fudge sauce', 'hot fudge']),
      f('caramel sauce', '19364', ['caramel topping', 'butterscotch sauce']),
      f('chocolate hazelnut spread', '19125', ['nutella', 'hazelnut spread']),
      f('chocolate frosting', '19226', ['chocolate icing']),
      f('vanilla frosting', '19230', ['vanilla icing', 'buttercream frosting', 'frosting']),
      f('egg wash', '01123', ['eggwash', 'beaten egg', 'beaten eggs', 'egg glaze', 'egg for brushing', 'egg to glaze'], { each: 'large' }, EGG_WASH),
      f('food coloring', '14411', ['food color', 'gel food coloring', 'liquid food coloring', 'food coloring gel', 'food coloring paste', 'gel paste food coloring', 'red food coloring', 'green food coloring', 'yellow food coloring', 'blue food coloring'], {}, FOOD_COLORING),
      f('fondant icing', '19099', ['rolled fondant', 'roll-out icing', 'sugarpaste', 'sugar paste icing'], {}, FONDANT),
      f('fructose', '43216', ['fruit sugar', 'fructose powder'], { tsp: 'tsp', cup: 'cup' }),
      f('gelatin dessert mix', '19172', ['jello', 'jell-o', 'jelly crystals', 'flavored gelatin', 'jello powder'], { package: 'package (3 oz)' }),
      f('cherry pie filling', '19314', [], { can: 'can (21 oz)' }),
      f('apple pie filling', '19312', [], { can: 'can (21 oz)' }),
      f('butterscotch chips', '19085', ['butterscotch morsels', 'butterscotch baking chips'], { cup: 'cup chips' }),
      f('peanut butter chips', '19086', ['peanut butter morsels']),
      f('toffee bits', '19383', ['toffee', 'toffee pieces', 'english toffee bits'], { each: null }),
      f('custard powder', '20027', ['custard powder mix'], {}, CUSTARD_POWDER),
      f('instant vanilla pudding mix', '19202', ['vanilla instant pudding mix', 'instant vanilla pudding', 'vanilla pudding mix'], { package: 'package (3.5 oz)' }),
      f('fudge', '19103', ['vanilla fudge', 'butter fudge', 'fudge pieces'], {}),
      f('chocolate fudge', '19100', [], { each: 'piece' }),
      f('rose water', '14411', ['rosewater', 'orange blossom water', 'orange flower water'], {}, FLOWER_WATER),
      f('liquid smoke', '14411', [], {}, LIQUID_SMOKE),
      f('xanthan gum', '19310', ['xanthum gum', 'xantham gum', 'guar gum'], { cup: ['20027', 'cup'], package: null }, XANTHAN_GUM),
      f('custard', '19170', ['vanilla custard', 'pouring custard', 'custard sauce', 'ready-to-serve custard'], {}, CUSTARD),
    ],
  },
  {
    category: 'sweeteners',
    foods: [
      f('dulce de leche', '01225', ['dulce de leche caramel', 'cajeta']),
      f('honey', '19296', ['liquid honey', 'raw honey', 'runny honey', 'clear honey', 'orange blossom honey', 'thyme honey']),
      f('maple syrup', '19353', ['pure maple syrup'], { tbsp: 'tbsp', cup: 'cup' }),
      f('pancake syrup', '19129', ['table syrup', 'breakfast syrup']),
      f('corn syrup', '19350', ['liquid glucose', 'light corn syrup', 'glucose syrup', 'karo syrup', 'glucose']),
      f('dark corn syrup', '19349', []),
      f('molasses', '19304', ['treacle', 'black treacle', 'light molasses', 'unsulfured molasses'], { tbsp: 'serving 1 tbsp' }),
      f('agave syrup', '19912', ['agave nectar', 'agave']),
      f('jam', '19297', ['preserves', 'fruit jam', 'strawberry jam', 'raspberry jam', 'apricot jam', 'fruit preserves', 'cherry jam', 'black cherry jam', 'fig jam', 'apricot preserves', 'apricot glaze', 'blackcurrant jam', 'plum jam', 'blackberry jam', 'blueberry jam', 'seedless raspberry jam', 'strawberry preserves', 'cherry preserves', 'raspberry preserves']),
      f('jelly', '19300', ['grape jelly', 'red currant jelly', 'redcurrant jelly', 'apple jelly', 'mint jelly', 'pepper jelly', 'hot pepper jelly', 'quince jelly', 'crab apple jelly', 'currant jelly'], { tbsp: 'serving 1 tbsp' }),
      f('marmalade', '19303', ['orange marmalade', 'lime marmalade'], { tbsp: 'tbsp' }),
      f('splenda', '19868', ['sucralose', 'sucralose sweetener', 'sucralose sugar substitute'], {}, SPLENDA),
      f('stevia', '19918', ['stevia powder', 'stevia extract', 'powdered stevia']),
      f('golden syrup', '19296', ["lyle's golden syrup", 'light treacle'], {}, GOLDEN_SYRUP),
      f('malt syrup', '19352', ['barley malt syrup']),
      f('brown rice syrup', '19352', ['rice syrup', 'rice malt syrup'], {}, RICE_SYRUP),
      f('coconut sugar', '19334', ['coconut palm sugar', 'palm sugar', 'jaggery', 'gula melaka', 'panela', 'piloncillo', 'jaggery sugar'], { cup: 'cup unpacked', tsp: 'tsp unpacked' }, COCONUT_SUGAR),
      f('sugar syrup', '19030', ['simple syrup', 'stock syrup', 'sugar water syrup', 'gomme syrup'], { cup: ['19350', 'cup'] }, SUGAR_SYRUP),
      f('flavored syrup', '19030', ['flavoured syrup', 'ginger syrup', 'rose syrup', 'mint syrup', 'cherry syrup', 'grenadine', 'coffee syrup', 'vanilla syrup', 'elderflower syrup', 'elderflower cordial', 'lime cordial', 'cordial', 'blackcurrant cordial'], { cup: ['19350', 'cup'] }, FLAVORED_SYRUP),
    ],
  },
  {
    category: 'sauces and condiments',
    foods: [
      f('tartar sauce', '27049', ['tartare sauce'], { tbsp: 'tablespoons' }),
      f('soy sauce', '16123', ['shoyu', 'light soy sauce', 'regular soy sauce', 'dark soy sauce', 'soya sauce', 'mushroom soy sauce', 'mushroom dark soy sauce']),
      f('tamari', '16124', ['gluten-free soy sauce', 'tamari soy sauce']),
      f('low-sodium soy sauce', '16424', ['reduced-sodium soy sauce', 'lite soy sauce', 'less sodium soy sauce']),
      f('fish sauce', '06179', ['nam pla', 'nuoc mam', 'thai fish sauce']),
      f('oyster sauce', '06176', []),
      f('hoisin sauce', '06175', ['hoisin']),
      f('teriyaki sauce', '06112', ['teriyaki', 'teriyaki marinade']),
      f('worcestershire sauce', '06971', ['worcestershire', 'worcester sauce']),
      f('hot sauce', '06168', ['pepper sauce', 'tabasco', 'louisiana hot sauce', 'hot pepper sauce', 'tabasco sauce', 'franks red hot', 'franks redhot', 'franks redhot sauce', 'hot chili sauce', 'hot chilli sauce'], { tsp: 'tsp' }),
      f('sriracha', '06631', ['sriracha sauce', 'chili garlic sauce', 'sambal oelek', 'sambal', 'sambal sauce']),
      f('sweet and sour sauce', '06285', []),
      f('plum sauce', '06151', ['duck sauce']),
      f('peanut sauce', '06618', ['satay sauce']),
      f('ketchup', '11935', ['catsup', 'tomato ketchup']),
      f('yellow mustard', '02046', ['mustard', 'prepared mustard', 'american mustard', 'prepared yellow mustard'], { tsp: 'tsp or 1 packet' }),
      f('dijon mustard', '02046', ['dijon', 'whole grain mustard', 'wholegrain mustard', 'grainy mustard', 'english mustard', 'spicy brown mustard'], { tsp: 'tsp or 1 packet' }, 'SR28 has only prepared yellow mustard'),
      f('barbecue sauce', '06150', ['bbq sauce', 'barbeque sauce', 'bar-b-q sauce'], { cup: 'cup' }),
      f('salsa', '06164', ['jarred salsa', 'tomato salsa', 'salsa roja', 'chunky salsa', 'picante sauce']),
      f('pesto', '06626', ['basil pesto', 'pesto sauce', 'pesto genovese']),
      f('marinara sauce', '06931', ['pasta sauce', 'spaghetti sauce', 'tomato pasta sauce', 'jarred marinara', 'marinara', 'arrabbiata sauce'], { cup: ['06976', 'cup'] }),
      f('pizza sauce', '06152', []),
      f('enchilada sauce', '27063', ['red enchilada sauce'], { cup: 'cup', can: 'can' }),
      f('tomato sauce', '11549', ['canned tomato sauce', 'tomato sauce (canned)']),
      f('tomato paste', '11546', ['tomato concentrate', 'double concentrated tomato paste', 'tomato puree concentrate'], { cup: 'cup' }),
      f('tomato puree', '11547', ['passata', 'tomato passata', 'strained tomatoes'], { can: null }),
      f('canned tomatoes', '11531', ['diced tomatoes', 'canned diced tomatoes', 'whole peeled tomatoes', 'tinned tomatoes', 'chopped tomatoes', 'canned whole tomatoes', 'san marzano tomatoes', 'tinned chopped tomatoes', 'plum tomatoes (canned)'], {
        can: null,
        medium: null,
        large: null,
        small: null,
        each: 'medium',
      }),
      f('crushed tomatoes', '11693', ['canned crushed tomatoes', 'crushed tomatoes (canned)']),
      f('stewed tomatoes', '11533', ['canned stewed tomatoes']),
      f('diced tomatoes with green chiles', '11537', ['rotel', 'ro-tel', 'tomatoes with green chilies']),
      f('sun-dried tomatoes', '11955', ['sundried tomatoes', 'dried tomatoes', 'sun dried tomatoes (dry)'], { each: 'piece' }),
      f('oil-packed sun-dried tomatoes', '11956', ['sun-dried tomatoes in oil', 'marinated sun-dried tomatoes'], { each: 'piece' }),
      f('tomato chili sauce', '06972', ['chili sauce', 'heinz chili sauce'], { cup: 'cup' }),
      f('white vinegar', '02053', ['distilled vinegar', 'distilled white vinegar', 'vinegar', 'spirit vinegar', 'rice vinegar', 'rice wine vinegar', 'malt vinegar']),
      f('apple cider vinegar', '02048', ['cider vinegar', 'acv']),
      f('red wine vinegar', '02068', ['wine vinegar', 'white wine vinegar', 'sherry vinegar', 'champagne vinegar', 'chardonnay vinegar', 'tarragon vinegar', 'raspberry vinegar', 'cherry vinegar', 'fruit vinegar']),
      f('balsamic vinegar', '02069', ['balsamic', 'aged balsamic vinegar']),
      f('capers', '02054', ['caper', 'capers in brine', 'nonpareil capers', 'salt-packed capers'], { tbsp: 'tbsp, drained' }),
      f('horseradish', '02055', ['prepared horseradish', 'horseradish sauce']),
      f('wasabi', '27064', ['wasabi paste'], { tsp: 'teaspoon', tbsp: 'tablespoon' }),
      f('pickled ginger', '31033', ['gari', 'sushi ginger']),
      f('italian dressing', '04114', ['italian salad dressing', 'zesty italian dressing']),
      f('vinaigrette', '04135', ['oil and vinegar dressing', 'french vinaigrette', 'homemade vinaigrette', 'balsamic vinaigrette', 'sherry vinaigrette', 'mustard vinaigrette', 'dijon vinaigrette', 'red wine vinaigrette', 'white wine vinaigrette', 'lemon vinaigrette', 'shallot vinaigrette', 'classic vinaigrette'], { tbsp: 'tablespoon' }),
      f('ranch dressing', '04639', ['ranch', 'buttermilk ranch'], { tbsp: 'tablespoon' }),
      f('caesar dressing', '43015', ['caesar salad dressing'], { tbsp: 'tbsp', cup: 'cup' }),
      f('blue cheese dressing', '04539', ['roquefort dressing']),
      f('thousand island dressing', '04017', ['thousand island', 'russian dressing'], { tbsp: 'tbsp', cup: 'cup' }),
      f('french dressing', '04120', ['catalina dressing']),
      f('honey mustard dressing', '04703', ['honey mustard']),
      f('white sauce', '06166', ['bechamel', 'bechamel sauce', 'cream sauce', 'medium white sauce'], { cup: 'cup' }),
      f('cheese sauce', '01164', ['cheddar cheese sauce', 'mornay sauce', 'nacho cheese sauce'], { cup: 'cup' }),
      f('gravy', '06116', ['brown gravy', 'beef gravy'], { can: null }),
      f('turkey gravy', '06125', [], { can: null }),
      f('chicken gravy', '06119', [], { cup: 'cup' }),
      f('mushroom gravy', '06121', [], { can: null }),
      f('gravy granules', '06118', ['gravy powder', 'gravy mix', 'brown gravy mix', 'instant gravy granules']),
      f('pico de gallo', '27027', ['salsa fresca', 'fresh tomato salsa'], { tbsp: null }),
      f('yeast extract', '43406', ['yeast extract spread', 'marmite', 'vegemite']),
      f('sweet chili sauce', '06151', ['thai sweet chili sauce', 'sweet chili dipping sauce', 'sweet chilli sauce'], {}, SWEET_CHILI_SAUCE),
      f('steak sauce', '27048', ['a1 steak sauce']),
      f('anchovy paste', '15002', ['anchovy puree'], { tbsp: ['11546', 'tbsp'], each: null }, ANCHOVY_PASTE),
      f('garlic paste', '11215', ['garlic puree', 'roasted garlic paste', 'fresh garlic paste', 'crushed garlic paste'], { cup: ['11546', 'cup'], tbsp: ['11546', 'tbsp'], tsp: null, clove: null }, GARLIC_PASTE),
      f('ginger paste', '11216', ['ginger puree', 'fresh ginger paste', 'grated ginger paste'], { cup: ['11546', 'cup'], tbsp: ['11546', 'tbsp'], tsp: null, slice: null }, GINGER_PASTE),
    ],
  },
  {
    category: 'stocks and soups',
    foods: [
      f('lamb stock', '06170', ['hot lamb stock', 'veal stock', 'game stock'], {}, LAMB_STOCK),
      f('chicken broth', '06194', ['chicken stock', 'canned chicken broth', 'boxed chicken broth', 'store-bought chicken broth', 'chicken bone broth']),
      f('chicken stock (homemade)', '06172', ['homemade chicken stock', 'home-made chicken stock']),
      f('low-sodium chicken broth', '06183', ['reduced-sodium chicken broth', 'low sodium chicken stock', 'unsalted chicken stock']),
      f('beef broth', '06008', ['beef stock', 'beef bouillon', 'canned beef broth', 'beef bone broth'], { can: null }),
      f('beef stock (homemade)', '06170', ['homemade beef stock', 'brown stock']),
      f('low-sodium beef broth', '06188', ['reduced-sodium beef broth', 'low sodium beef stock'], { cup: 'cup', can: null }),
      f('vegetable broth', '06700', ['vegetable stock', 'veggie broth', 'veggie stock', 'vegetable bouillon'], { can: null }),
      f('fish stock', '06174', ['fish broth', 'fumet', 'seafood stock']),
      f('chicken bouillon cube', '06081', ['bouillon cube', 'chicken stock cube', 'stock cube', 'chicken cube'], { each: 'cube' }),
      f('chicken bouillon powder', '06080', ['chicken bouillon granules', 'chicken stock powder', 'stock powder', 'bouillon powder', 'better than bouillon'], { tsp: 'teaspoon', each: 'cube' }),
      f('beef bouillon cube', '06076', ['beef stock cube', 'beef cube', 'oxo cube'], { each: 'cube' }),
      f('cream of mushroom soup', '06043', ['condensed cream of mushroom soup', 'canned cream of mushroom soup']),
      f('cream of chicken soup', '06016', ['condensed cream of chicken soup'], { can: 'can (10.75 oz)' }),
      f('cream of celery soup', '06010', ['condensed cream of celery soup'], { can: 'can (10.75 oz)' }),
      f('condensed tomato soup', '06159', ['tomato soup', 'canned tomato soup'], { cup: 'cup', can: 'can' }),
      f('turkey stock', '06172', ['turkey broth', 'homemade turkey stock'], {}, TURKEY_STOCK),
      f('shellfish stock', '06174', ['shellfish broth', 'prawn stock', 'shrimp stock', 'shrimp broth', 'lobster stock', 'crab stock'], {}, SHELLFISH_STOCK),
      f('dashi', '06174', ['dashi stock', 'dashi broth', 'bonito dashi', 'kombu dashi', 'japanese soup stock'], {}, DASHI),
      f('mushroom stock', '06700', ['mushroom broth'], { can: null }, MUSHROOM_STOCK),
    ],
  },
  {
    category: 'beverages',
    foods: [
      f('grape juice', '09135', ['white grape juice', 'red grape juice', 'concord grape juice', 'unsweetened grape juice']),
      f('hard cider', '14250', ['dry cider', 'medium dry cider', 'medium cider', 'scrumpy', 'alcoholic cider', 'pear cider', 'perry', 'french cider', 'irish cider']),
      f('water', '14411', ['ice', 'ice cube', 'ice cubes', 'crushed ice', 'filtered water', 'mineral water', 'tap water', 'cold water', 'warm water', 'boiling water', 'ice water', 'hot water', 'lukewarm water'], { cup: 'serving 8 fl oz' }),
      f('red wine', '14096', ['full-bodied red wine', 'dry red wine', 'cabernet sauvignon', 'merlot', 'red table wine', 'pinot noir', 'shiraz', 'syrah', 'malbec', 'chianti', 'rioja', 'zinfandel', 'burgundy', 'red burgundy', 'beaujolais', 'claret']),
      f('sparkling wine', '14106', ['champagne', 'prosecco', 'cava', 'sparkling white wine'], {}, SPARKLING_WINE),
      f('white wine', '14106', ['dry white wine', 'chardonnay', 'sauvignon blanc', 'white table wine', 'pinot grigio', 'riesling', 'gewurztraminer', 'soave', 'chablis', 'white burgundy', 'muscadet', 'vinho verde']),
      f('cooking wine', '43154', ['cooking sherry', 'shaoxing wine', 'chinese cooking wine', 'shaoxing rice wine', 'shao hsing rice wine', 'shao hsing wine', 'chinese rice wine']),
      f('dry vermouth', '14536', ['vermouth', 'dry white vermouth', 'white vermouth', 'french vermouth'], {}, VERMOUTH),
      f('sweet vermouth', '14057', ['red vermouth', 'italian vermouth'], {}, VERMOUTH),
      f('sherry', '14536', ['dry sherry', 'marsala', 'marsala wine', 'port', 'madeira']),
      f('sake', '43479', ['rice wine', 'japanese rice wine']),
      f('beer', '14003', ['lager', 'ale', 'stout', 'pale ale', 'dark beer', 'light ale', 'strong beer', 'brown ale', 'porter'], { can: 'can' }),
      f('light beer', '14006', ['lite beer'], { can: 'can or bottle (12 fl oz)' }),
      f('vodka', '14051', []),
      f('rum', '14050', ['dark rum', 'white rum', 'spiced rum', 'light rum']),
      f('whiskey', '14052', ['bourbon', 'whisky', 'scotch', 'rye whiskey']),
      f('gin', '14049', []),
      f('brandy', '14037', ['kirsch', 'kirschwasser', 'cognac', 'tequila', 'calvados', 'liquor', 'grappa', 'mezcal', 'armagnac'], {}, SPIRITS),
      f('coffee liqueur', '14414', ['kahlua', 'tia maria']),
      f('coffee', '14209', ['brewed coffee', 'black coffee', 'strong coffee', 'hot coffee', 'cold brew'], { cup: 'cup (8 fl oz)' }),
      f('espresso', '14210', ['espresso shot', 'brewed espresso', 'shot of espresso', 'espresso coffee', 'strong espresso coffee', 'strong espresso']),
      f('instant coffee', '14214', ['instant coffee powder', 'espresso powder', 'instant espresso', 'instant coffee granules']),
      f('black tea', '14355', ['earl grey tea', 'earl grey', 'tea', 'brewed tea', 'strong tea', 'english breakfast tea'], { cup: 'cup (8 fl oz)' }),
      f('green tea', '14278', ['brewed green tea', 'matcha tea', 'jasmine tea']),
      f('almond milk', '14091', ['unsweetened almond milk', 'almond beverage']),
      f('sweetened almond milk', '14016', ['vanilla almond milk'], { cup: 'cup' }),
      f('soy milk', '16139', ['soymilk', 'soya milk', 'soy beverage']),
      f('unsweetened soy milk', '16222', ['unsweetened soymilk']),
      f('rice milk', '14639', ['rice drink', 'rice beverage']),
      f('oat milk', '43543', ['oat beverage', 'non-dairy milk', 'plant milk'], {}, 'SR28 has no oat milk; its non-soy imitation milk is the nearest figure'),
      f('coconut milk beverage', '14171', ['coconut milk (carton)', 'carton coconut milk', 'coconut drink']),
      f('coconut water', '12119', ['coconut juice']),
      f('apple juice', '09016', ['unsweetened apple juice', 'apple cider (sweet)']),
      f('pineapple juice', '09273', ['unsweetened pineapple juice', 'canned pineapple juice']),
      f('pomegranate juice', '09442', []),
      f('cranberry juice', '43382', ['unsweetened cranberry juice', 'pure cranberry juice']),
      f('cranberry juice cocktail', '14242', [], { cup: 'cup (8 fl oz)' }),
      f('tomato juice', '11540', ['canned tomato juice', 'v8']),
      f('club soda', '14121', ['soda water', 'sparkling water', 'seltzer', 'carbonated water', 'fizzy water'], { can: 'can or bottle (12 fl oz)' }),
      f('cola', '14148', ['coke', 'coca-cola', 'pepsi', 'soda', 'soft drink'], { can: 'can or bottle (12 fl oz)' }),
      f('ginger ale', '14136', ['ginger beer'], { can: 'can or bottle (12 fl oz)' }),
      f('orange liqueur', '14414', ['grand marnier', 'cointreau', 'triple sec', 'curacao', 'orange curacao', 'blue curacao'], {}, LIQUEUR),
      f('amaretto', '14414', ['amaretto liqueur', 'almond liqueur', 'disaronno'], {}, LIQUEUR),
      f('crème de cassis', '14414', ['cassis', 'blackcurrant liqueur'], {}, LIQUEUR),
      f('campari', '14414', ['aperol', 'bitter aperitif'], {}, LIQUEUR),
      f('liqueur', '14414', ['fruit liqueur', 'cherry liqueur', 'maraschino liqueur', 'raspberry liqueur', 'chambord', 'framboise', 'peach liqueur', 'peach schnapps', 'apricot liqueur', 'apricot brandy', 'cherry brandy', 'banana liqueur', 'crème de banane', 'passion fruit liqueur', 'coconut liqueur', 'malibu', 'limoncello', 'strawberry liqueur', 'elderflower liqueur', 'hazelnut liqueur', 'frangelico', 'drambuie', 'sloe gin', 'melon liqueur', 'midori', 'chocolate liqueur', 'crème de cacao', 'crème de mûre'], {}, LIQUEUR),
      f('crème de menthe', '14034', ['peppermint liqueur', 'mint liqueur']),
      f('sambuca', '14034', ['anise liqueur', 'aniseed liqueur', 'anisette'], {}, SAMBUCA),
      f('irish cream liqueur', '14415', ['irish cream', 'baileys', 'baileys irish cream', 'cream liqueur'], {}, IRISH_CREAM),
      f('pastis', '14037', ['pernod', 'ricard', 'ouzo', 'raki', 'arak'], {}, PASTIS),
      f('angostura bitters', '14037', ['aromatic bitters', 'angostura', 'orange bitters', 'cocktail bitters'], {}, BITTERS),
      f('dessert wine', '14057', ['sweet dessert wine', 'sweet wine', 'sweet white wine', 'muscat wine', 'sweet muscat wine', 'moscato', 'sauternes', 'vin santo', 'ice wine', 'cream sherry', 'ginger wine', 'green ginger wine', 'sweet kosher wine'], {}, DESSERT_WINE),
      f('rosé wine', '14253', ['dry rosé wine']),
      f('lemonade', '14293', ['cloudy lemonade', 'still lemonade', 'traditional lemonade'], { cup: 'cup 8 fl oz' }),
      f('hot chocolate powder', '14192', ['hot cocoa mix', 'cocoa mix', 'hot chocolate mix', 'drinking chocolate', 'instant hot chocolate powder', 'hot chocolate drink powder']),
      f('grapefruit juice', '09128', ['pink grapefruit juice', 'ruby red grapefruit juice', 'white grapefruit juice'], { each: null }),
      f('carrot juice', '11655', []),
      f('prune juice', '09294', ['unsweetened prune juice']),
      f('mango nectar', '09436', ['mango juice'], {}, NECTAR),
      f('peach nectar', '09251', ['peach juice'], {}, NECTAR),
      f('apricot nectar', '09036', ['apricot juice'], {}, NECTAR),
      f('pear nectar', '09262', ['pear juice'], {}, NECTAR),
      f('papaya nectar', '09229', ['papaya juice'], {}, NECTAR),
      f('vegetable juice', '11578', ['vegetable juice cocktail']),
    ],
  },
  {
    // Generic names a cook writes and a reader takes as the ordinary kind: each row says in its note
    // why its food stands for the name and how far the figures can be off. Names with no honest
    // representative ('cheese', 'greens', 'berries', 'seeds') are left unmatched: a shorter name is
    // also what a longer one ends in ('manchego cheese', 'juniper berries'), so it would be taken for them;
    // 'beef' and 'pork' also describe other foods ('beef tomato', 'pork sausage meat', 'belly pork'),
    // which a food of that name would unsettle or mistake, so they are left out too.
    category: 'generic names',
    foods: [
      f('stock', '06194', ['broth', 'hot stock'], {}, STOCK),
      f('fresh herbs', '11297', ['herbs', 'fresh herb', 'mixed fresh herbs', 'fresh mixed herbs', 'assorted fresh herbs', 'assorted herbs', 'soft herbs', 'tender herbs', 'leafy herbs', 'fines herbes', 'fines herbs'], { cup: 'cup chopped', tbsp: 'tbsp', sprig: 'sprigs' }, FRESH_HERBS),
      f('nuts', '12135', ['chopped mixed nuts'], { cup: 'cup' }, NUTS),
      f('vegetables', '11583', ['seasonal vegetables', 'mixed veg'], { package: null }, VEGETABLES),
      f('dried fruit', '09298', ['dried fruits'], { cup: 'cup (not packed)', each: null, small: null }, DRIED_FRUIT),
      f('mixed seeds', '12036', ['seed mix', 'mixed seed'], { cup: 'cup' }, MIXED_SEEDS),
      f('fish fillets', '15015', ['fish fillet', 'fillets of fish'], {}, FISH_FILLETS),
      f('sausages', '07063', ['cumberland sausage', 'lincolnshire sausage', 'toulouse sausage'], { each: CURATED_PORTIONS.sausage, medium: CURATED_PORTIONS.sausage, large: CURATED_PORTIONS.largeSausage, small: CURATED_PORTIONS.smallSausage }, SAUSAGES),
      f('salad leaf', '11253', [], { leaf: 'leaf outer', each: 'head' }, SALAD_LEAF),
    ],
  },
];
