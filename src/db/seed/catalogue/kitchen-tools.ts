import type { SeedKitchenTool } from '../types';

/**
 * Recommended kitchen tools shown on recipe pages ('Everyday Kitchen Helpers') and in the admin
 * back office. Product descriptions are generic; links are affiliate search links.
 * priority: 1 = Essential, 2 = Recommended, 3 = Nice to have.
 */
export const kitchenTools: SeedKitchenTool[] = [
  {
    toolName: "Chef's Knife",
    purpose:
      "A sharp, well-balanced chef's knife handles nearly every chopping, slicing and mincing job, and a sharp blade is safer than a dull one.",
    recommendedProduct: "8-inch stainless steel chef's knife with full tang and ergonomic handle",
    amazonLink: 'https://www.amazon.com/s?k=8+inch+chef%27s+knife+full+tang+stainless+steel&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Cutting Board',
    purpose:
      'A large, stable board gives you room to prep safely and protects both your counters and your knife edge.',
    recommendedProduct: 'Large reversible wood or composite cutting board with juice groove, about 18 x 12 inches',
    amazonLink: 'https://www.amazon.com/s?k=large+wood+cutting+board+juice+groove&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Large Skillet',
    purpose:
      'A 12-inch skillet is the everyday workhorse for sautéing vegetables, searing and building quick pan sauces.',
    recommendedProduct: '12-inch tri-ply stainless steel skillet with oven-safe handle',
    amazonLink: 'https://www.amazon.com/s?k=12+inch+tri-ply+stainless+steel+skillet&tag=sprig-20',
    priority: 1,
    category: 'Dinner',
  },
  {
    toolName: 'Cast Iron Skillet',
    purpose:
      'Cast iron holds heat for a deep sear and crisp crust, goes from stovetop to oven, and lasts for generations.',
    recommendedProduct: '10-inch pre-seasoned cast iron skillet with helper handle',
    amazonLink: 'https://www.amazon.com/s?k=10+inch+pre-seasoned+cast+iron+skillet&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Dutch Oven',
    purpose:
      'A heavy lidded pot that is ideal for soups, stews, braises, curries and even no-knead bread because it heats evenly and holds temperature.',
    recommendedProduct: '5.5-quart enameled cast iron Dutch oven with lid',
    amazonLink: 'https://www.amazon.com/s?k=5.5+quart+enameled+cast+iron+dutch+oven&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Sheet Pan',
    purpose:
      'Rimmed sheet pans make roasting vegetables, sheet-pan dinners and baking cookies simple, with easy cleanup.',
    recommendedProduct: 'Half-size rimmed aluminum sheet pan, 18 x 13 inches, set of two',
    amazonLink: 'https://www.amazon.com/s?k=half+sheet+pan+rimmed+aluminum+2+pack&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Saucepan',
    purpose:
      'A medium saucepan is essential for cooking grains, simmering sauces, boiling eggs and warming broth.',
    recommendedProduct: '3-quart stainless steel saucepan with tight-fitting lid',
    amazonLink: 'https://www.amazon.com/s?k=3+quart+stainless+steel+saucepan+with+lid&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Stockpot',
    purpose:
      'A tall stockpot has the capacity for pasta, big batches of soup and stock, and blanching vegetables.',
    recommendedProduct: '8-quart stainless steel stockpot with lid and encapsulated base',
    amazonLink: 'https://www.amazon.com/s?k=8+quart+stainless+steel+stock+pot+with+lid&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Mixing Bowls',
    purpose:
      'A nested set of bowls covers everything from tossing salads to mixing batter and marinating.',
    recommendedProduct: 'Nesting stainless steel mixing bowl set with non-slip bases, 5 sizes',
    amazonLink: 'https://www.amazon.com/s?k=stainless+steel+mixing+bowls+set+non+slip&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Measuring Cups and Spoons',
    purpose:
      'Accurate measuring keeps baking reliable and helps you follow nutrition-tracked recipes precisely.',
    recommendedProduct: 'Stainless steel measuring cups and spoons set with engraved markings',
    amazonLink: 'https://www.amazon.com/s?k=stainless+steel+measuring+cups+and+spoons+set&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Kitchen Scale',
    purpose:
      'Weighing ingredients is the most accurate way to bake and to portion food when tracking nutrition.',
    recommendedProduct: 'Digital kitchen scale with tare function, grams and ounces, 11 lb capacity',
    amazonLink: 'https://www.amazon.com/s?k=digital+kitchen+scale+grams+ounces+tare&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Instant-Read Thermometer',
    purpose:
      'Takes the guesswork out of doneness for meat, bread and candy, so food is both safe and never overcooked.',
    recommendedProduct: 'Digital instant-read thermometer with fold-out probe and backlit display',
    amazonLink: 'https://www.amazon.com/s?k=instant+read+meat+thermometer+digital&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Box Grater',
    purpose:
      'A four-sided grater shreds cheese, vegetables and cold butter quickly and gives you several textures in one tool.',
    recommendedProduct: 'Stainless steel four-sided box grater with comfortable handle',
    amazonLink: 'https://www.amazon.com/s?k=stainless+steel+box+grater+4+sided&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Microplane Zester',
    purpose:
      'A fine rasp grater zests citrus and grates ginger, garlic, nutmeg and hard cheese into fluffy, flavourful shreds.',
    recommendedProduct: 'Stainless steel rasp-style zester and fine grater with cover',
    amazonLink: 'https://www.amazon.com/s?k=rasp+zester+grater+stainless+steel&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Whisk',
    purpose:
      'A balloon whisk emulsifies dressings, smooths sauces and whips eggs or batter without lumps.',
    recommendedProduct: '11-inch stainless steel balloon whisk',
    amazonLink: 'https://www.amazon.com/s?k=stainless+steel+balloon+whisk+11+inch&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Silicone Spatula',
    purpose:
      'A heat-resistant spatula scrapes bowls clean, folds batters gently and stirs sauces without scratching pans.',
    recommendedProduct: 'Heat-resistant one-piece silicone spatula set, 3 sizes',
    amazonLink: 'https://www.amazon.com/s?k=heat+resistant+silicone+spatula+set&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Tongs',
    purpose:
      'Spring-loaded tongs give you a secure grip for turning food in a hot pan or on a grill and for tossing salads and pasta.',
    recommendedProduct: '12-inch locking stainless steel tongs with silicone tips',
    amazonLink: 'https://www.amazon.com/s?k=12+inch+locking+kitchen+tongs+silicone+tips&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Fish Spatula',
    purpose:
      'Its thin, flexible, slotted blade slides under delicate fish fillets, eggs and pancakes without breaking them.',
    recommendedProduct: 'Thin flexible slotted stainless steel fish spatula',
    amazonLink: 'https://www.amazon.com/s?k=slotted+fish+spatula+stainless+steel&tag=sprig-20',
    priority: 3,
    category: 'Dinner',
  },
  {
    toolName: 'Colander',
    purpose:
      'A sturdy colander drains pasta and beans and rinses produce and grains quickly.',
    recommendedProduct: '5-quart stainless steel colander with fine perforations and base',
    amazonLink: 'https://www.amazon.com/s?k=5+quart+stainless+steel+colander&tag=sprig-20',
    priority: 1,
    category: 'General',
  },
  {
    toolName: 'Blender',
    purpose:
      'A powerful blender makes silky soups, smoothies, sauces and nut milks in seconds.',
    recommendedProduct: 'High-speed countertop blender with 64-ounce container',
    amazonLink: 'https://www.amazon.com/s?k=high+speed+countertop+blender+64+oz&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Food Processor',
    purpose:
      'Chops, shreds, slices and purées in seconds, making quick work of dips, pestos, doughs and no-bake treats.',
    recommendedProduct: '10-cup food processor with slicing and shredding discs',
    amazonLink: 'https://www.amazon.com/s?k=10+cup+food+processor+slicing+shredding+disc&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Stand Mixer',
    purpose:
      'A stand mixer kneads bread dough and whips batters and meringues hands-free, which is a big help for regular bakers.',
    recommendedProduct: '5-quart tilt-head stand mixer with paddle, whisk and dough hook',
    amazonLink: 'https://www.amazon.com/s?k=5+quart+tilt+head+stand+mixer&tag=sprig-20',
    priority: 3,
    category: 'Desserts',
  },
  {
    toolName: 'Hand Mixer',
    purpose:
      'A compact hand mixer whips cream, beats cheesecake fillings and mixes cookie dough without taking up counter space.',
    recommendedProduct: '5-speed electric hand mixer with beaters and whisk attachment',
    amazonLink: 'https://www.amazon.com/s?k=5+speed+electric+hand+mixer&tag=sprig-20',
    priority: 2,
    category: 'Desserts',
  },
  {
    toolName: 'Nonstick Skillet',
    purpose:
      'A nonstick pan lets you cook eggs, pancakes and delicate foods with very little oil and cleans up in seconds.',
    recommendedProduct: '10-inch PFOA-free nonstick skillet with stainless handle',
    amazonLink: 'https://www.amazon.com/s?k=10+inch+nonstick+skillet+PFOA+free&tag=sprig-20',
    priority: 2,
    category: 'Breakfast',
  },
  {
    toolName: 'Baking Dish',
    purpose:
      'A ceramic or glass baking dish is ideal for casseroles, baked pasta, crumbles and roasted vegetables.',
    recommendedProduct: '9 x 13-inch ceramic baking dish, oven and dishwasher safe',
    amazonLink: 'https://www.amazon.com/s?k=9x13+ceramic+baking+dish&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Muffin Tin',
    purpose:
      'Bakes muffins and cupcakes evenly and doubles as a mould for egg bites and portion-controlled snacks.',
    recommendedProduct: '12-cup nonstick carbon steel muffin pan',
    amazonLink: 'https://www.amazon.com/s?k=12+cup+nonstick+muffin+pan&tag=sprig-20',
    priority: 2,
    category: 'Breakfast',
  },
  {
    toolName: 'Loaf Pan',
    purpose:
      'A loaf pan shapes quick breads, banana bread, pound cakes and meatloaf with an even bake.',
    recommendedProduct: '9 x 5-inch nonstick aluminized steel loaf pan',
    amazonLink: 'https://www.amazon.com/s?k=9x5+nonstick+loaf+pan&tag=sprig-20',
    priority: 3,
    category: 'Desserts',
  },
  {
    toolName: 'Springform Pan',
    purpose:
      'Its removable sides let cheesecakes and tortes release cleanly without flipping them over.',
    recommendedProduct: '9-inch leakproof nonstick springform pan with removable base',
    amazonLink: 'https://www.amazon.com/s?k=9+inch+leakproof+springform+pan&tag=sprig-20',
    priority: 3,
    category: 'Desserts',
  },
  {
    toolName: 'Wire Cooling Rack',
    purpose:
      'A rack lets air circulate under baked goods so they cool evenly without going soggy, and doubles as a roasting rack.',
    recommendedProduct: 'Stainless steel grid cooling rack that fits a half-sheet pan',
    amazonLink: 'https://www.amazon.com/s?k=stainless+steel+cooling+rack+half+sheet&tag=sprig-20',
    priority: 2,
    category: 'Desserts',
  },
  {
    toolName: 'Rolling Pin',
    purpose:
      'Rolls pie crust, cookie and pizza dough to an even thickness for consistent baking.',
    recommendedProduct: 'French-style tapered wooden rolling pin',
    amazonLink: 'https://www.amazon.com/s?k=french+tapered+wooden+rolling+pin&tag=sprig-20',
    priority: 3,
    category: 'Desserts',
  },
  {
    toolName: 'Waffle Iron',
    purpose:
      'Makes crisp, fluffy waffles at home and works well with whole-grain and protein-rich batters.',
    recommendedProduct: 'Nonstick Belgian waffle maker with adjustable browning control',
    amazonLink: 'https://www.amazon.com/s?k=belgian+waffle+maker+nonstick+adjustable&tag=sprig-20',
    priority: 3,
    category: 'Breakfast',
  },
  {
    toolName: 'Citrus Juicer',
    purpose:
      'Squeezes every drop from lemons and limes while catching the seeds, which makes fresh dressings and marinades effortless.',
    recommendedProduct: 'Two-in-one handheld lemon and lime squeezer, stainless steel',
    amazonLink: 'https://www.amazon.com/s?k=handheld+citrus+squeezer+lemon+lime+stainless&tag=sprig-20',
    priority: 3,
    category: 'General',
  },
  {
    toolName: 'Vegetable Peeler',
    purpose:
      'A sharp Y-peeler peels produce quickly with less waste and makes ribbons of carrot, cucumber and courgette.',
    recommendedProduct: 'Y-shaped stainless steel vegetable peeler with swivel blade',
    amazonLink: 'https://www.amazon.com/s?k=y+peeler+stainless+steel+swivel+blade&tag=sprig-20',
    priority: 2,
    category: 'General',
  },
  {
    toolName: 'Salad Spinner',
    purpose:
      'Dries washed greens and herbs thoroughly so dressings cling and salads stay crisp.',
    recommendedProduct: 'Large salad spinner with pump mechanism and brake',
    amazonLink: 'https://www.amazon.com/s?k=large+salad+spinner+with+pump&tag=sprig-20',
    priority: 3,
    category: 'General',
  },
  {
    toolName: 'Parchment Paper',
    purpose:
      'Lines pans for no-stick baking and roasting, and makes cleanup almost instant.',
    recommendedProduct: 'Unbleached precut parchment paper sheets for half-sheet pans',
    amazonLink: 'https://www.amazon.com/s?k=unbleached+parchment+paper+sheets+half+sheet&tag=sprig-20',
    priority: 2,
    category: 'Desserts',
  },
  {
    toolName: 'Grill Pan',
    purpose:
      'Brings grill marks and smoky char to vegetables, fruit and proteins indoors, any time of year.',
    recommendedProduct: 'Square ridged cast iron grill pan, about 10.5 inches',
    amazonLink: 'https://www.amazon.com/s?k=cast+iron+grill+pan+square+ridged&tag=sprig-20',
    priority: 3,
    category: 'Dinner',
  },
  {
    toolName: 'Wok',
    purpose:
      'Its high, sloped sides and fast heat make stir-fries, fried rice and quick noodle dishes easy with little oil.',
    recommendedProduct: '14-inch flat-bottom carbon steel wok with wooden handle',
    amazonLink: 'https://www.amazon.com/s?k=14+inch+carbon+steel+wok+flat+bottom&tag=sprig-20',
    priority: 2,
    category: 'Dinner',
  },
  {
    toolName: 'Mandoline Slicer',
    purpose:
      'Cuts paper-thin, uniform slices for salads, gratins and pickles in a fraction of the time.',
    recommendedProduct: 'Adjustable handheld mandoline slicer with hand guard and cut-resistant glove',
    amazonLink: 'https://www.amazon.com/s?k=adjustable+mandoline+slicer+with+hand+guard&tag=sprig-20',
    priority: 3,
    category: 'General',
  },
];
