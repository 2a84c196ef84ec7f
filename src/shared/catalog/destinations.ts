import { destinationImage } from "./destination-images";
/** World regions used by the destination filter. Sydney is in Oceania (not Asia). */
export const REGIONS = ["Asia", "Europe", "Africa", "America", "Oceania"] as const;
export type Region = (typeof REGIONS)[number];

export interface LocalPhrase {
  /** The greeting or saying in the local language. */
  text: string;
  /** What it means in English. */
  meaning: string;
}

export interface Destination {
  name: string;
  country: string;
  region: Region;
  emoji: string;
  description: string;
  /** Project-made SVG, 800x600, under public/. */
  image: string;
  /** Alt text describing the illustration. */
  imageAlt: string;
  phrase: LocalPhrase;
  /** Three to five things not to miss. */
  highlights: string[];
  bestTime: string;
}

const image = destinationImage;

/** The 18 destinations of docs/product.md, each with phrase, highlights and best time (docs/product.md). */
export const destinations: Destination[] = [
  {
    name: "Paris",
    country: "France",
    region: "Europe",
    // Not 🗼: that emoji is the Tokyo Tower, and the Eiffel Tower has none.
    emoji: "🥐",
    description: "The City of Light: grand boulevards, riverside walks, world-class museums and cafés on every corner.",
    image: image("paris"),
    imageAlt: "The Eiffel Tower above Parisian rooftops and the Champ de Mars",
    phrase: { text: "Bonjour !", meaning: "Hello! (say it when you walk into any shop)" },
    highlights: ["Eiffel Tower at dusk", "The Louvre and Musée d'Orsay", "A picnic along the Seine", "Montmartre and Sacré-Cœur"],
    bestTime: "April to June, and September to October",
  },
  {
    name: "Kyoto",
    country: "Japan",
    region: "Asia",
    emoji: "⛩️",
    description: "Japan's old capital of temples, moss gardens, wooden teahouses and quiet lanes lit by lanterns.",
    image: image("kyoto"),
    imageAlt: "A five-storey pagoda, a red torii gate and autumn maples",
    phrase: { text: "Okini", meaning: "Thank you, in the Kyoto dialect" },
    highlights: [
      "Fushimi Inari's thousand torii gates",
      "Arashiyama bamboo grove",
      "Kinkaku-ji, the Golden Pavilion",
      "Evening walk through Gion",
    ],
    bestTime: "Late March to May, and October to November",
  },
  {
    name: "Cape Town",
    country: "South Africa",
    region: "Africa",
    // Not 🏔️: Table Mountain is flat-topped and has no snow.
    emoji: "⛰️",
    description: "A harbour city under Table Mountain, with wild coastlines, penguins and vineyards an hour away.",
    image: image("cape-town"),
    imageAlt: "Table Mountain with its cloud tablecloth above the bay",
    phrase: { text: "Howzit!", meaning: "How is it going? A friendly South African hello" },
    highlights: [
      "Cable car up Table Mountain",
      "Boulders Beach penguins",
      "Cape Point and Chapman's Peak Drive",
      "Wine tasting in Stellenbosch",
    ],
    bestTime: "November to March",
  },
  {
    name: "New York",
    country: "United States",
    region: "America",
    emoji: "🗽",
    description: "The city that never sleeps: skyline views, Broadway shows, food from every nation and Central Park.",
    image: image("new-york"),
    imageAlt: "The Manhattan skyline with the Empire State Building at sunset",
    phrase: { text: "Fuhgeddaboudit!", meaning: "Forget about it: no problem, or no way" },
    highlights: ["Central Park by bike", "Statue of Liberty ferry", "A Broadway show", "Walk across the Brooklyn Bridge"],
    bestTime: "April to June, and September to early November",
  },
  {
    name: "Rio de Janeiro",
    country: "Brazil",
    region: "America",
    emoji: "🏖️",
    description: "Beaches, samba and jungle-clad peaks where the mountains meet the sea.",
    image: image("rio-de-janeiro"),
    imageAlt: "Sugarloaf Mountain, Christ the Redeemer and Copacabana",
    phrase: { text: "Tudo bem?", meaning: "All good? The everyday Brazilian greeting" },
    highlights: ["Christ the Redeemer on Corcovado", "Sugarloaf Mountain cable car", "Sunset at Ipanema", "Samba night in Lapa"],
    bestTime: "December to March, or May to October for fewer crowds",
  },
  {
    name: "Santorini",
    country: "Greece",
    region: "Europe",
    emoji: "🌅",
    description: "White villages on volcanic cliffs above a deep-blue caldera, famous for its sunsets.",
    image: image("santorini"),
    imageAlt: "White houses and blue domes above the Aegean Sea",
    phrase: { text: "Yiá sou!", meaning: "Hello! (and goodbye) in Greek" },
    highlights: [
      "Sunset in Oia",
      "Fira to Oia cliff walk",
      "Red Beach and Akrotiri ruins",
      "Caldera boat trip to the hot springs",
    ],
    bestTime: "May to June, and September to October",
  },
  {
    name: "Bali",
    country: "Indonesia",
    region: "Asia",
    emoji: "🌴",
    description: "An island of rice terraces, temples, surf beaches and a gentle, spiritual pace.",
    image: image("bali"),
    imageAlt: "Rice terraces, a split temple gate and a volcano",
    phrase: { text: "Om swastiastu", meaning: "May God bless you: the Balinese greeting" },
    highlights: ["Tegallalang rice terraces", "Uluwatu temple at sunset", "Sunrise hike on Mount Batur", "Ubud's art markets"],
    bestTime: "April to October (dry season)",
  },
  {
    name: "Venice",
    country: "Italy",
    region: "Europe",
    // Not 🛶: that is a canoe, not a gondola (which has no emoji); the carnival masks are Venice's own.
    emoji: "🎭",
    description: "A city built on water: canals, gondolas, hidden squares and Byzantine mosaics.",
    image: image("venice"),
    imageAlt: "A gondola on a canal lined with arched palazzi",
    phrase: { text: "Ciao!", meaning: 'Hi and bye; it comes from the Venetian s-ciao, "your servant"' },
    highlights: ["St Mark's Basilica", "Gondola ride on the back canals", "Glass-making on Murano", "Colourful houses of Burano"],
    bestTime: "April to May, and September to October",
  },
  {
    name: "Marrakech",
    country: "Morocco",
    region: "Africa",
    emoji: "🕌",
    description: "The Red City: busy souks, riad courtyards, spice-scented air and the Atlas Mountains on the horizon.",
    image: image("marrakech"),
    imageAlt: "The Koutoubia minaret, red city walls and palms",
    phrase: { text: "Salam alaikum", meaning: "Peace be upon you" },
    highlights: [
      "Jemaa el-Fnaa square at night",
      "The souks of the medina",
      "Jardin Majorelle",
      "Day trip to the Atlas Mountains",
    ],
    bestTime: "March to May, and September to November",
  },
  {
    name: "Buenos Aires",
    country: "Argentina",
    region: "America",
    emoji: "💃",
    description: "Tango, leafy boulevards, grand cafés and late dinners of steak and Malbec.",
    image: image("buenos-aires"),
    imageAlt: "The Obelisco framed by colourful La Boca houses",
    phrase: { text: "¿Qué onda?", meaning: "What's up? Casual Argentine slang" },
    highlights: ["Tango in San Telmo", "Colourful Caminito in La Boca", "Recoleta Cemetery", "A parrilla steak dinner"],
    bestTime: "March to May, and September to November",
  },
  {
    name: "Sydney",
    country: "Australia",
    region: "Oceania",
    emoji: "🦘",
    description: "A sparkling harbour city of golden beaches, coastal walks and an iconic opera house.",
    image: image("sydney"),
    imageAlt: "The Opera House and Harbour Bridge on a sunny harbour",
    phrase: { text: "G'day, mate!", meaning: "Good day, friend: the classic Aussie hello" },
    highlights: ["Sydney Opera House", "Bondi to Coogee coastal walk", "Harbour Bridge climb", "Ferry to Manly"],
    bestTime: "September to November, and March to May",
  },
  {
    name: "Reykjavik",
    country: "Iceland",
    region: "Europe",
    emoji: "🌌",
    description: "A small, colourful capital at the edge of glaciers, geysers, hot springs and the northern lights.",
    image: image("reykjavik"),
    imageAlt: "Hallgrimskirkja church under the northern lights",
    phrase: { text: "Þetta reddast", meaning: "It will all work out: Iceland's unofficial motto" },
    highlights: [
      "Northern lights hunt",
      "Golden Circle: Þingvellir, Geysir, Gullfoss",
      "A soak in a geothermal lagoon",
      "Hallgrímskirkja tower view",
    ],
    bestTime: "June to August for midnight sun, September to March for northern lights",
  },
  {
    name: "Petra",
    country: "Jordan",
    region: "Asia",
    emoji: "🏜️",
    description: "A rose-red city carved into desert cliffs by the Nabataeans more than two thousand years ago.",
    image: image("petra"),
    imageAlt: "The Treasury carved into rose-red rock",
    phrase: { text: "Ahlan wa sahlan", meaning: "Welcome! You are among family" },
    highlights: ["Walk the Siq to the Treasury", "Climb to the Monastery", "Petra by Night", "Stargazing in nearby Wadi Rum"],
    bestTime: "March to May, and September to November",
  },
  {
    name: "Banff",
    country: "Canada",
    region: "America",
    emoji: "🏞️",
    description: "Turquoise lakes, glaciers and pine forests in the heart of the Canadian Rockies.",
    image: image("banff"),
    imageAlt: "A turquoise lake below the Rocky Mountains and pines",
    phrase: { text: "Eh?", meaning: "Right? Isn't it? A friendly Canadian tag on any sentence" },
    highlights: [
      "Lake Louise and Moraine Lake",
      "Icefields Parkway drive",
      "Banff Gondola up Sulphur Mountain",
      "Soak in the Banff Upper Hot Springs",
    ],
    bestTime: "June to September for hiking, December to March for skiing",
  },
  {
    name: "Prague",
    country: "Czech Republic",
    region: "Europe",
    emoji: "🏰",
    description: "A fairy-tale old town of spires, cobbled lanes and bridges over the Vltava.",
    image: image("prague"),
    imageAlt: "Charles Bridge, its tower and the castle spires",
    phrase: { text: "Na zdraví!", meaning: "To your health! (cheers)" },
    highlights: [
      "Charles Bridge at sunrise",
      "Prague Castle and St Vitus Cathedral",
      "Old Town Square's astronomical clock",
      "A beer garden on Letná hill",
    ],
    bestTime: "April to June, and September to October",
  },
  {
    name: "Zanzibar",
    country: "Tanzania",
    region: "Africa",
    emoji: "🐠",
    description: "The Spice Island: white-sand beaches, coral reefs and the winding alleys of Stone Town.",
    image: image("zanzibar"),
    imageAlt: "A dhow sailing on a turquoise sea by a palm beach",
    phrase: { text: "Hakuna matata", meaning: "No worries, in Swahili" },
    highlights: [
      "Stone Town's carved doors and markets",
      "A spice farm tour",
      "Snorkelling at Mnemba Atoll",
      "Sunset dhow cruise",
    ],
    bestTime: "June to October, and December to February",
  },
  {
    name: "Hoi An",
    country: "Vietnam",
    region: "Asia",
    emoji: "🏮",
    description: "A lantern-lit riverside old town of tailors, trading houses and wonderful street food.",
    image: image("hoi-an"),
    imageAlt: "Lanterns over the old town and the river at dusk",
    phrase: { text: "Xin chào", meaning: "Hello, in Vietnamese" },
    highlights: [
      "Lantern night on the Thu Bồn river",
      "The Japanese Covered Bridge",
      "Cycling to An Bàng beach",
      "A cao lầu noodle tasting",
    ],
    bestTime: "February to April",
  },
  {
    name: "Lisbon",
    country: "Portugal",
    region: "Europe",
    emoji: "🚋",
    description: "A sunny city of seven hills, yellow trams, tiled façades and soulful fado music.",
    image: image("lisbon"),
    imageAlt: "A yellow tram, tiled hillside houses and Belém Tower",
    phrase: { text: "Saudade", meaning: "A longing for something you love; the soul of fado" },
    highlights: [
      "Tram 28 through Alfama",
      "Belém Tower and pastéis de nata",
      "Sunset at a miradouro",
      "Day trip to Sintra's palaces",
    ],
    bestTime: "March to May, and September to October",
  },
];
