import { country, type CountryData } from "../build";

/** The Americas and Oceania. */
export const AMERICAS_OCEANIA_COUNTRIES: CountryData[] = [
  country("AG", "Antigua and Barbuda", "St. John's", "America", "XCD", ["Antigua"], [
    ["Nelson's Dockyard", "Restored Georgian naval dockyard in English Harbour.", "cul"],
    ["Shirley Heights", "Lookout with Sunday-evening steel band parties.", "rom"],
    ["Barbuda", "Pink-sand beaches and a frigate bird colony.", "rel adv"],
  ]),
  country("AR", "Argentina", "Buenos Aires", "America", "ARS", ["Argentine Republic"], [
    ["Buenos Aires", "Tango, steak and grand avenues.", "cul food"],
    ["Iguazú Falls", "Hundreds of waterfalls on the Brazilian border.", "adv fam"],
    ["Patagonia", "Perito Moreno Glacier and Fitz Roy treks.", "adv"],
    ["Mendoza", "Malbec wineries below the Andes.", "food lux"],
  ]),
  country("BS", "Bahamas", "Nassau", "America", "BSD", ["The Bahamas"], [
    ["Exuma", "Turquoise cays and the swimming pigs.", "rel adv"],
    ["Nassau", "Colonial capital and Paradise Island.", "fam lux"],
    ["Harbour Island", "Pink-sand beach.", "rom rel"],
  ]),
  country("BB", "Barbados", "Bridgetown", "America", "BBD", [], [
    ["Harrison's Cave", "Tram tour through a crystal cave.", "fam adv"],
    ["Bridgetown", "UNESCO historic centre and rum shops.", "cul"],
    ["West Coast beaches", "Calm Platinum Coast beaches.", "rel lux"],
  ]),
  country("BZ", "Belize", "Belmopan", "America", "BZD", [], [
    ["Great Blue Hole", "Famous marine sinkhole for diving.", "adv"],
    ["Caye Caulker", "Laid-back island whose motto is 'go slow', near the barrier reef.", "rel bud"],
    ["Caracol", "Maya ruins in the jungle.", "cul adv"],
  ]),
  country("BO", "Bolivia", "Sucre", "America", "BOB", [], [
    ["Salar de Uyuni", "World's largest salt flat.", "adv"],
    ["Lake Titicaca", "Sacred lake with Isla del Sol's Inca ruins.", "cul rel"],
    ["La Paz", "Seat of government with cable cars.", "cul"],
  ]),
  country("BR", "Brazil", "Brasília", "America", "BRL", ["Brasil"], [
    ["Rio de Janeiro", "Beaches and Christ the Redeemer.", "rel cul"],
    ["Amazon rainforest", "Jungle lodges and river trips from Manaus.", "adv"],
    ["Iguaçu Falls", "Panoramic falls from the Brazilian side.", "adv fam"],
    ["Salvador", "Colourful Pelourinho and Afro-Brazilian culture.", "cul"],
  ]),
  country("CA", "Canada", "Ottawa", "America", "CAD", [], [
    ["Banff", "Rocky Mountain lakes, glaciers and wildlife.", "adv rom"],
    ["Vancouver", "Coastal city between sea and mountains.", "adv"],
    ["Niagara Falls", "The thundering Horseshoe Falls, seen by boat.", "fam"],
    ["Quebec City", "Walled French-speaking old town.", "cul rom"],
  ]),
  country("CL", "Chile", "Santiago", "America", "CLP", [], [
    ["Torres del Paine", "Patagonian granite towers and the W Trek.", "adv"],
    ["Atacama Desert", "Geysers, salt flats and superb stargazing.", "adv"],
    ["Easter Island", "Remote island of giant moai statues.", "cul"],
    ["Valparaíso", "Colourful hillside port city of funiculars and street art.", "cul"],
  ]),
  country("CO", "Colombia", "Bogotá", "America", "COP", [], [
    ["Cartagena", "Walled colonial city on the Caribbean.", "cul rom"],
    ["Coffee Triangle", "Coffee farms and the wax palms of the Cocora Valley.", "food adv"],
    ["Medellín", "City of cable cars, parks and a transformed Comuna 13.", "cul"],
  ]),
  country("CR", "Costa Rica", "San José", "America", "CRC", [], [
    ["Arenal Volcano", "Hot springs and hanging bridges.", "adv rel"],
    ["Monteverde", "Cloud forest with hanging bridges and ziplines.", "adv"],
    ["Manuel Antonio", "National park of beaches, sloths and monkeys.", "fam rel"],
  ]),
  country("CU", "Cuba", "Havana", "America", "CUP", [], [
    ["Havana", "Old Havana, vintage cars and the Malecón.", "cul"],
    ["Viñales", "Tobacco farms and limestone mogotes.", "adv"],
    ["Trinidad", "Cobbled colonial town with live music.", "cul"],
  ]),
  country("DM", "Dominica", "Roseau", "America", "XCD", [], [
    ["Boiling Lake", "Full-day hike to a flooded fumarole.", "adv"],
    ["Trafalgar Falls", "Twin waterfalls with hot pools nearby.", "adv"],
    ["Champagne Reef", "Snorkel through volcanic bubbles.", "adv"],
  ]),
  country("DO", "Dominican Republic", "Santo Domingo", "America", "DOP", [], [
    ["Punta Cana", "All-inclusive beach resorts.", "rel lux"],
    ["Santo Domingo Colonial Zone", "First European city in the Americas.", "cul"],
    ["Samaná", "Humpback whale watching from January to March.", "adv"],
  ]),
  country("EC", "Ecuador", "Quito", "America", "USD", [], [
    ["Galápagos Islands", "Unique wildlife on a cruise or island-hopping trip.", "adv lux"],
    ["Quito", "Colonial old town high in the Andes.", "cul"],
    ["Cotopaxi", "Snow-capped volcano for hiking and biking.", "adv"],
  ]),
  country("SV", "El Salvador", "San Salvador", "America", "USD", [], [
    ["El Tunco", "Popular surf beach on the Pacific.", "adv"],
    ["Ruta de las Flores", "Route of coffee towns and weekend food fairs.", "cul"],
    ["Joya de Cerén", "Maya farming village preserved under volcanic ash.", "cul"],
  ]),
  country("GD", "Grenada", "St. George's", "America", "XCD", ["Spice Isle"], [
    ["Grand Anse Beach", "Two-mile beach near St. George's.", "rel"],
    ["Underwater Sculpture Park", "Snorkel or dive among submerged sculptures.", "adv"],
    ["Spice plantations", "Nutmeg and cocoa estates of the Spice Isle.", "food"],
  ]),
  country("GT", "Guatemala", "Guatemala City", "America", "GTQ", [], [
    ["Tikal", "Maya temples rising above the jungle.", "cul adv"],
    ["Antigua Guatemala", "Colonial town below volcanoes.", "cul"],
    ["Lake Atitlán", "Volcano-ringed lake with Maya villages.", "rel"],
  ]),
  country("GY", "Guyana", "Georgetown", "America", "GYD", [], [
    ["Kaieteur Falls", "One of the world's most powerful single-drop waterfalls.", "adv"],
    ["Rupununi", "Savannah ranches and eco-lodges with giant otters.", "adv"],
    ["Georgetown", "Wooden St. George's Cathedral and markets.", "cul"],
  ]),
  country("HT", "Haiti", "Port-au-Prince", "America", "HTG", [], [
    ["Citadelle Laferrière", "Huge mountaintop fortress, a UNESCO site.", "cul"],
    ["Jacmel", "Arts town known for papier-mâché carnival masks.", "cul"],
    ["Labadee", "Beach peninsula on the north coast.", "rel"],
  ]),
  country("HN", "Honduras", "Tegucigalpa", "America", "HNL", [], [
    ["Roatán", "Bay Island with cheap diving on the Mesoamerican reef.", "adv rel"],
    ["Copán", "Maya ruins famous for carved stelae.", "cul"],
    ["Pico Bonito", "Rainforest park near La Ceiba.", "adv"],
  ]),
  country("JM", "Jamaica", "Kingston", "America", "JMD", [], [
    ["Negril", "Seven Mile Beach and cliff sunsets at Rick's Café.", "rel"],
    ["Dunn's River Falls", "Climb the terraced falls near Ocho Rios.", "adv fam"],
    ["Bob Marley Museum", "The reggae legend's home in Kingston.", "cul"],
  ]),
  country("MX", "Mexico", "Mexico City", "America", "MXN", ["México", "United Mexican States"], [
    ["Mexico City", "Museums, markets and world-class food.", "cul food"],
    ["Chichén Itzá", "The great Maya pyramid of El Castillo.", "cul"],
    ["Tulum", "Clifftop Maya ruins and nearby cenotes.", "rel adv"],
    ["Oaxaca", "Colonial city of mole, mezcal and markets.", "food cul"],
  ]),
  country("NI", "Nicaragua", "Managua", "America", "NIO", [], [
    ["Granada", "Colourful colonial city on Lake Nicaragua.", "cul"],
    ["Ometepe Island", "Twin-volcano island in the lake.", "adv"],
    ["San Juan del Sur", "Surf and beach town on the Pacific.", "adv rel"],
  ]),
  country("PA", "Panama", "Panama City", "America", "PAB", [], [
    ["Panama Canal", "Watch ships pass the Miraflores Locks.", "cul fam"],
    ["San Blas Islands", "Guna Yala islands of palm trees and sand.", "rel"],
    ["Bocas del Toro", "Caribbean islands for snorkelling and surfing.", "rel adv"],
  ]),
  country("PY", "Paraguay", "Asunción", "America", "PYG", [], [
    ["Jesuit Missions", "UNESCO ruins of Trinidad and Jesús missions.", "cul"],
    ["Asunción", "Riverside capital with colonial landmarks.", "cul"],
    ["Chaco", "Vast wilderness of dry forest and wildlife.", "adv"],
  ]),
  country("PE", "Peru", "Lima", "America", "PEN", ["Perú"], [
    ["Machu Picchu", "Inca citadel in the cloud forest.", "cul adv"],
    ["Cusco", "Inca capital and gateway to the Sacred Valley.", "cul"],
    ["Lima", "South America's food capital.", "food"],
    ["Colca Canyon", "Deep canyon where condors soar.", "adv"],
  ]),
  country("KN", "Saint Kitts and Nevis", "Basseterre", "America", "XCD", ["St Kitts"], [
    ["Brimstone Hill Fortress", "UNESCO-listed British fortress on a hill.", "cul"],
    ["Nevis Peak", "Cloud-forest hike on the volcano.", "adv"],
    ["Scenic railway", "Old sugar cane train circling St Kitts.", "fam"],
  ]),
  country("LC", "Saint Lucia", "Castries", "America", "XCD", ["St Lucia"], [
    ["The Pitons", "Twin volcanic spires, a UNESCO site.", "adv rom"],
    ["Sulphur Springs", "Drive-in volcano with mud baths.", "rel"],
    ["Marigot Bay", "Sheltered bay of yachts and resorts.", "rom lux"],
  ]),
  country("VC", "Saint Vincent and the Grenadines", "Kingstown", "America", "XCD", ["St Vincent"], [
    ["Tobago Cays", "Marine park for swimming with turtles.", "adv"],
    ["Bequia", "Relaxed island of boats and beaches.", "rel"],
    ["La Soufrière", "Volcano hike on St Vincent.", "adv"],
  ]),
  country("SR", "Suriname", "Paramaribo", "America", "SRD", [], [
    ["Paramaribo", "UNESCO wooden colonial old town.", "cul"],
    ["Central Suriname Nature Reserve", "Vast pristine rainforest.", "adv"],
    ["Galibi", "Beaches where sea turtles nest.", "adv"],
  ]),
  country("TT", "Trinidad and Tobago", "Port of Spain", "America", "TTD", ["Trinidad", "Tobago"], [
    ["Trinidad Carnival", "One of the world's great carnivals, before Lent.", "cul"],
    ["Maracas Bay", "Beach famous for bake and shark.", "rel"],
    ["Tobago reefs", "Snorkel Buccoo Reef and Nylon Pool.", "adv"],
  ]),
  country("US", "United States", "Washington, D.C.", "America", "USD", ["USA", "US", "U.S.", "U.S.A.", "United States of America", "the States"], [
    ["New York City", "Skyline, museums and Broadway.", "cul"],
    ["Grand Canyon", "Vast canyon in Arizona for rim walks and hikes.", "adv"],
    ["Yellowstone", "Geysers, hot springs and bison.", "adv fam"],
    ["San Francisco", "Golden Gate Bridge and cable cars.", "cul"],
    ["Hawaii", "Volcanic islands of beaches and surf.", "rel"],
  ]),
  country("UY", "Uruguay", "Montevideo", "America", "UYU", [], [
    ["Colonia del Sacramento", "Cobbled colonial town on the River Plate.", "cul"],
    ["Punta del Este", "Glamorous beach resort.", "lux"],
    ["Montevideo", "Capital with a long riverside Rambla.", "cul"],
  ]),
  country("VE", "Venezuela", "Caracas", "America", "VES", [], [
    ["Angel Falls", "The world's highest waterfall; check travel advisories.", "adv"],
    ["Los Roques", "Caribbean archipelago of white sand.", "rel"],
    ["Mérida", "Andean city for trekking.", "adv"],
  ]),
  country("AU", "Australia", "Canberra", "Oceania", "AUD", ["Commonwealth of Australia"], [
    ["Sydney", "Opera House, beaches and harbour.", "cul"],
    ["Great Barrier Reef", "The world's largest coral reef system.", "adv"],
    ["Uluru", "Sacred red monolith in the desert.", "cul adv"],
    ["Melbourne", "Laneways, coffee and culture.", "food"],
  ]),
  country("FJ", "Fiji", "Suva", "Oceania", "FJD", [], [
    ["Mamanuca Islands", "Resort islands close to Nadi.", "rel"],
    ["Yasawa Islands", "Remote islands for snorkelling and village visits.", "adv"],
    ["Coral Coast", "Family-friendly beaches on Viti Levu.", "fam"],
  ]),
  country("KI", "Kiribati", "South Tarawa", "Oceania", "AUD", [], [
    ["Kiritimati", "Christmas Island, famous for bonefishing.", "adv"],
    ["Tarawa", "Atoll with WWII battle sites.", "cul"],
    ["Phoenix Islands", "Vast protected marine area.", "adv"],
  ]),
  country("MH", "Marshall Islands", "Majuro", "Oceania", "USD", [], [
    ["Majuro Atoll", "Capital atoll with a calm lagoon.", "rel"],
    ["Bikini Atoll", "Wreck diving on sunken warships.", "adv"],
    ["Arno Atoll", "Quiet atoll near Majuro.", "rel"],
  ]),
  country("FM", "Micronesia", "Palikir", "Oceania", "USD", ["Federated States of Micronesia", "FSM"], [
    ["Nan Madol", "Ancient basalt city built on reefs off Pohnpei.", "cul"],
    ["Chuuk Lagoon", "Famous WWII shipwreck diving.", "adv"],
    ["Yap", "Island of giant stone money.", "cul"],
  ]),
  country("NR", "Nauru", "Yaren", "Oceania", "AUD", [], [
    ["Anibare Bay", "The island's best beach.", "rel"],
    ["Command Ridge", "WWII Japanese guns at the island's highest point.", "cul"],
    ["Buada Lagoon", "Inland freshwater lagoon.", "rel"],
  ]),
  country("NZ", "New Zealand", "Wellington", "Oceania", "NZD", ["Aotearoa", "NZ"], [
    ["Milford Sound", "Fiord of waterfalls and sheer cliffs.", "adv rom"],
    ["Queenstown", "Adventure capital of bungee and skiing.", "adv"],
    ["Rotorua", "Geothermal parks and Māori culture.", "cul"],
    ["Hobbiton", "Shire film set in the Waikato countryside.", "fam"],
  ]),
  country("PW", "Palau", "Ngerulmud", "Oceania", "USD", [], [
    ["Rock Islands", "Mushroom-shaped islands and lagoons.", "adv"],
    ["Jellyfish Lake", "Marine lake of stingless jellyfish (check if open).", "adv"],
    ["Koror", "Main town and base for diving trips.", "cul"],
  ]),
  country("PG", "Papua New Guinea", "Port Moresby", "Oceania", "PGK", ["PNG"], [
    ["Kokoda Track", "Tough WWII jungle trek.", "adv"],
    ["Mount Hagen Show", "Highland festival of traditional dress.", "cul"],
    ["Sepik River", "River villages known for carvings.", "cul adv"],
  ]),
  country("WS", "Samoa", "Apia", "Oceania", "WST", [], [
    ["To Sua Ocean Trench", "Swimming hole reached by a long ladder.", "adv"],
    ["Lalomanu Beach", "White-sand beach with beach fales.", "rel"],
    ["Robert Louis Stevenson Museum", "The author's home at Vailima.", "cul"],
  ]),
  country("SB", "Solomon Islands", "Honiara", "Oceania", "SBD", [], [
    ["Marovo Lagoon", "Huge lagoon for diving and kayaking.", "adv"],
    ["Guadalcanal WWII sites", "Battlefields and wrecks.", "cul"],
    ["Gizo", "Diving base in the Western Province.", "adv"],
  ]),
  country("TO", "Tonga", "Nukuʻalofa", "Oceania", "TOP", [], [
    ["Vava'u", "Swim with humpback whales (July-October).", "adv"],
    ["Ha'amonga 'a Maui", "Ancient stone trilithon.", "cul"],
    ["Mapu'a 'a Vaca", "Coastline of blowholes.", "fam"],
  ]),
  country("TV", "Tuvalu", "Funafuti", "Oceania", "AUD", [], [
    ["Funafuti Conservation Area", "Protected lagoon islets for snorkelling.", "adv"],
    ["Funafuti", "Main atoll of the tiny nation.", "rel"],
    ["Nanumea", "Remote northern atoll.", "rel"],
  ]),
  country("VU", "Vanuatu", "Port Vila", "Oceania", "VUV", [], [
    ["Mount Yasur", "Active volcano you can peer into on Tanna.", "adv"],
    ["Champagne Beach", "White sand on Espiritu Santo.", "rel"],
    ["Millennium Cave", "Jungle trek and river cave swim.", "adv"],
  ]),
];
