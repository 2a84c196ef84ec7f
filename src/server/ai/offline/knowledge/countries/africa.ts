import { country, type CountryData } from "../build";

export const AFRICA_COUNTRIES: CountryData[] = [
  country("DZ", "Algeria", "Algiers", "Africa", "DZD", [], [
    ["Casbah of Algiers", "Hillside Ottoman citadel and old town.", "cul"],
    ["Tassili n'Ajjer", "Sahara rock art and sandstone forests.", "adv cul"],
    ["Timgad", "Well-preserved Roman town with a grid plan and triumphal arch.", "cul"],
  ]),
  country("AO", "Angola", "Luanda", "Africa", "AOA", [], [
    ["Kalandula Falls", "One of Africa's largest waterfalls.", "adv"],
    ["Luanda", "Bay-side capital with the Ilha do Cabo beaches.", "rel"],
    ["Namibe Desert", "Coastal desert with the strange welwitschia plants.", "adv"],
  ]),
  country("BJ", "Benin", "Porto-Novo", "Africa", "XOF", [], [
    ["Ganvié", "Large stilt village on Lake Nokoué.", "cul"],
    ["Ouidah", "Voodoo heritage and the Door of No Return.", "cul"],
    ["Pendjari National Park", "One of West Africa's best parks for lions and elephants.", "adv"],
  ]),
  country("BW", "Botswana", "Gaborone", "Africa", "BWP", [], [
    ["Okavango Delta", "Mokoro canoe safaris in the inland delta.", "adv lux"],
    ["Chobe National Park", "Huge elephant herds along the Chobe River.", "adv fam"],
    ["Makgadikgadi Pans", "Vast salt pans with meerkats and zebra migration.", "adv"],
  ]),
  country("BF", "Burkina Faso", "Ouagadougou", "Africa", "XOF", [], [
    ["Ouagadougou", "Lively capital, host of the FESPACO pan-African film festival.", "cul"],
    ["Sindou Peaks", "Eroded sandstone needles in the south-west, good for walks.", "adv"],
    ["Bobo-Dioulasso", "Relaxed city with a striking Sudano-Sahelian mud mosque.", "cul"],
  ]),
  country("BI", "Burundi", "Gitega", "Africa", "BIF", [], [
    ["Lake Tanganyika", "Sandy lakeshore beaches near Bujumbura.", "rel"],
    ["Kibira National Park", "Montane rainforest with chimpanzees and tea plantations.", "adv"],
    ["Karera Falls", "Series of waterfalls in the south-east, good for a scenic walk.", "adv"],
  ]),
  country("CV", "Cabo Verde", "Praia", "Africa", "CVE", ["Cape Verde"], [
    ["Sal", "Long white beaches and world-class kitesurfing.", "rel adv"],
    ["Santo Antão", "Green mountain island with dramatic cliffside hiking trails.", "adv"],
    ["Fogo", "Climb the active Pico do Fogo volcano and taste wine grown in its crater.", "adv"],
  ]),
  country("CM", "Cameroon", "Yaoundé", "Africa", "XAF", [], [
    ["Mount Cameroon", "Active volcano and West Africa's highest peak, climbed in 2-3 days.", "adv"],
    ["Kribi", "Beach town near the Lobé Falls, which drop straight into the sea.", "rel"],
    ["Limbe", "Black-sand beaches and a primate rescue centre below Mount Cameroon.", "fam"],
  ]),
  country("CF", "Central African Republic", "Bangui", "Africa", "XAF", ["CAR"], [
    ["Dzanga-Sangha Reserve", "Rainforest reserve for forest elephants and habituated lowland gorillas.", "adv"],
    ["Bangui", "Capital on the Ubangi River with lively markets.", "cul"],
    ["Boali Falls", "Waterfalls about 90 km from Bangui.", "adv"],
  ]),
  country("TD", "Chad", "N'Djamena", "Africa", "XAF", ["Tchad"], [
    ["Zakouma National Park", "Well-protected park where elephant numbers are recovering.", "adv"],
    ["Ennedi Plateau", "Sandstone arches, canyons and ancient rock art in the Sahara.", "adv"],
    ["Lake Chad", "Vast, shrinking lake on four countries' borders.", "adv"],
  ]),
  country("KM", "Comoros", "Moroni", "Africa", "KMF", [], [
    ["Mount Karthala", "Active volcano on Grande Comore with one of the world's largest craters.", "adv"],
    ["Moroni", "Capital with an old medina and a seafront Friday mosque.", "cul"],
    ["Mohéli Marine Park", "Nesting green turtles and humpback whales in season.", "adv"],
  ]),
  country("CG", "Congo", "Brazzaville", "Africa", "XAF", ["Republic of the Congo", "Congo-Brazzaville"], [
    ["Odzala-Kokoua National Park", "Western lowland gorillas.", "adv lux"],
    ["Brazzaville", "Capital on the Congo River with the Basilica of Sainte-Anne.", "cul"],
    ["Pointe-Noire", "Port city with Atlantic beaches.", "rel"],
  ]),
  country("CD", "Democratic Republic of the Congo", "Kinshasa", "Africa", "CDF", ["DRC", "DR Congo", "Congo-Kinshasa", "Zaire"], [
    ["Virunga National Park", "Mountain gorillas and Nyiragongo volcano.", "adv"],
    ["Kinshasa", "Huge capital famous for rumba music and markets.", "cul"],
    ["Kahuzi-Biega", "National park known for eastern lowland gorillas.", "adv"],
  ]),
  country("CI", "Côte d'Ivoire", "Yamoussoukro", "Africa", "XOF", ["Ivory Coast", "Cote d'Ivoire"], [
    ["Basilica of Our Lady of Peace", "Vast basilica in Yamoussoukro.", "cul"],
    ["Abidjan", "Lagoon city of skyscrapers, markets and nightlife.", "cul food"],
    ["Grand-Bassam", "Colonial town and beach.", "cul rel"],
  ]),
  country("DJ", "Djibouti", "Djibouti", "Africa", "DJF", [], [
    ["Lake Assal", "Crater salt lake 155 m below sea level, Africa's lowest point.", "adv"],
    ["Whale sharks", "Swim with whale sharks in the Gulf of Tadjoura from November to February.", "adv"],
    ["Lac Abbé", "Otherworldly limestone chimneys venting steam on the Ethiopian border.", "adv"],
  ]),
  country("EG", "Egypt", "Cairo", "Africa", "EGP", ["Misr"], [
    ["Pyramids of Giza", "The Great Pyramid and the Sphinx, the last surviving ancient wonder.", "cul"],
    ["Luxor", "Karnak Temple and the royal tombs of the Valley of the Kings.", "cul"],
    ["Red Sea", "Coral reef diving and snorkelling at Hurghada and Sharm el-Sheikh.", "adv rel"],
    ["Aswan", "Nile feluccas, Philae Temple and the gateway to Abu Simbel.", "cul rom"],
  ]),
  country("GQ", "Equatorial Guinea", "Malabo", "Africa", "XAF", [], [
    ["Bioko Island", "Volcanic island with rainforest, turtles and primates.", "adv"],
    ["Malabo", "Capital with Spanish colonial architecture and a Gothic cathedral.", "cul"],
    ["Monte Alén", "Mainland rainforest national park.", "adv"],
  ]),
  country("ER", "Eritrea", "Asmara", "Africa", "ERN", [], [
    ["Asmara", "Capital with a UNESCO-listed ensemble of 1930s Italian modernist buildings.", "cul"],
    ["Massawa", "Red Sea port town of Ottoman and Egyptian-era architecture.", "cul"],
    ["Dahlak Archipelago", "Remote islands with reefs for diving and snorkelling.", "adv"],
  ]),
  country("SZ", "Eswatini", "Mbabane", "Africa", "SZL", ["Swaziland"], [
    ["Hlane Royal National Park", "The country's largest park, with lions, elephants and rhinos.", "adv"],
    ["Mlilwane", "Wildlife sanctuary for walking, cycling and horse safaris.", "adv fam"],
    ["Ezulwini Valley", "'Valley of Heaven' with crafts markets and cultural villages.", "cul"],
  ]),
  country("ET", "Ethiopia", "Addis Ababa", "Africa", "ETB", [], [
    ["Lalibela", "Twelfth-century churches carved out of solid rock.", "cul"],
    ["Simien Mountains", "Treks among gelada monkeys and dramatic escarpments.", "adv"],
    ["Danakil Depression", "One of the hottest places on Earth, with sulphur springs and lava lakes.", "adv"],
  ]),
  country("GA", "Gabon", "Libreville", "Africa", "XAF", [], [
    ["Loango National Park", "Beaches where elephants and hippos roam near the surf.", "adv"],
    ["Lopé National Park", "Savannah and forest with large mandrill troops.", "adv"],
    ["Libreville", "Coastal capital with beaches and a lively craft market.", "rel"],
  ]),
  country("GM", "Gambia", "Banjul", "Africa", "GMD", ["The Gambia"], [
    ["Gambia River", "River cruises for birdwatching and chimpanzee islands.", "adv"],
    ["Kunta Kinteh Island", "UNESCO-listed island linked to the Atlantic slave trade.", "cul"],
    ["Kololi beaches", "Resort beaches on the Atlantic coast near Banjul.", "rel"],
  ]),
  country("GH", "Ghana", "Accra", "Africa", "GHS", [], [
    ["Cape Coast Castle", "Former slave-trading fort, a moving UNESCO site.", "cul"],
    ["Kakum National Park", "Rainforest with a canopy walkway 30 metres high.", "adv fam"],
    ["Accra", "Makola market, Jamestown lighthouse and beaches.", "cul"],
  ]),
  country("GN", "Guinea", "Conakry", "Africa", "GNF", ["Guinea-Conakry"], [
    ["Fouta Djallon", "Highland plateau of waterfalls and hiking trails.", "adv"],
    ["Îles de Los", "Islands with beaches a short boat ride from Conakry.", "rel"],
    ["Conakry", "Atlantic capital with the national museum and markets.", "cul"],
  ]),
  country("GW", "Guinea-Bissau", "Bissau", "Africa", "XOF", [], [
    ["Bijagós Archipelago", "Remote islands with nesting turtles and saltwater hippos.", "adv"],
    ["Bissau", "Capital with a Portuguese colonial quarter.", "cul"],
    ["Cacheu", "Mangrove national park and an old Portuguese fort.", "adv"],
  ]),
  country("KE", "Kenya", "Nairobi", "Africa", "KES", [], [
    ["Maasai Mara", "Savannah reserve of the Great Migration (July-October).", "adv lux"],
    ["Amboseli", "Elephant herds with views of Kilimanjaro.", "adv"],
    ["Diani Beach", "White-sand Indian Ocean beach south of Mombasa.", "rel"],
    ["Lamu", "Car-free Swahili island town, a UNESCO site.", "cul"],
  ]),
  country("LS", "Lesotho", "Maseru", "Africa", "LSL", [], [
    ["Sani Pass", "Steep 4x4 mountain pass with a famously high pub at the top.", "adv"],
    ["Maletsunyane Falls", "Tall waterfall near Semonkong, with a long abseil.", "adv"],
    ["Pony trekking", "Ride Basotho ponies between highland villages.", "adv"],
  ]),
  country("LR", "Liberia", "Monrovia", "Africa", "LRD", [], [
    ["Robertsport", "Laid-back surf town with good waves.", "adv"],
    ["Sapo National Park", "Upper Guinean rainforest with pygmy hippos.", "adv"],
    ["Monrovia", "Capital with Providence Island and beaches.", "cul"],
  ]),
  country("LY", "Libya", "Tripoli", "Africa", "LYD", [], [
    ["Leptis Magna", "One of the best-preserved Roman cities anywhere.", "cul"],
    ["Ghadames", "UNESCO oasis town of covered white mud lanes.", "cul"],
    ["Sabratha", "Roman theatre with a three-storey stage facade by the sea.", "cul"],
  ]),
  country("MG", "Madagascar", "Antananarivo", "Africa", "MGA", [], [
    ["Avenue of the Baobabs", "Road lined with giant baobabs near Morondava, magical at sunset.", "rom"],
    ["Andasibe", "Rainforest park where you can hear the indri lemur's song.", "adv fam"],
    ["Tsingy de Bemaraha", "Forest of razor-sharp limestone pinnacles with rope bridges.", "adv"],
  ]),
  country("MW", "Malawi", "Lilongwe", "Africa", "MWK", [], [
    ["Lake Malawi", "Clear freshwater lake with colourful cichlid fish for snorkelling.", "rel"],
    ["Liwonde National Park", "River safaris with elephants and hippos on the Shire River.", "adv"],
    ["Mount Mulanje", "Granite massif with multi-day hut-to-hut hikes.", "adv"],
  ]),
  country("ML", "Mali", "Bamako", "Africa", "XOF", [], [
    ["Djenné", "Great Mosque, the largest mud-brick building in the world.", "cul"],
    ["Timbuktu", "Historic city of Saharan trade and ancient manuscripts.", "cul"],
    ["Dogon Country", "Cliffside villages along the Bandiagara Escarpment.", "cul adv"],
  ]),
  country("MR", "Mauritania", "Nouakchott", "Africa", "MRU", [], [
    ["Chinguetti", "Desert town with ancient libraries of Islamic manuscripts.", "cul"],
    ["Banc d'Arguin", "Coastal park with huge flocks of migratory birds.", "adv"],
    ["Iron ore train", "Ride one of the world's longest trains across the Sahara.", "adv"],
  ]),
  country("MU", "Mauritius", "Port Louis", "Africa", "MUR", [], [
    ["Le Morne", "UNESCO mountain above turquoise lagoons and kitesurf beaches.", "rel adv"],
    ["Black River Gorges", "National park with hiking trails and waterfalls.", "adv"],
    ["Chamarel", "Seven Coloured Earths dunes and a tall waterfall.", "fam"],
  ]),
  country("MA", "Morocco", "Rabat", "Africa", "MAD", ["Maroc"], [
    ["Marrakech", "Souks, riads and the Jemaa el-Fnaa square.", "cul"],
    ["Fes", "Medieval medina of tanneries and madrasas.", "cul"],
    ["Sahara at Merzouga", "Camel treks to camps in the Erg Chebbi dunes.", "adv rom"],
    ["Chefchaouen", "Blue-washed mountain town in the Rif.", "rom"],
  ]),
  country("MZ", "Mozambique", "Maputo", "Africa", "MZN", [], [
    ["Bazaruto Archipelago", "Protected islands with dugongs and luxury lodges.", "lux adv"],
    ["Tofo", "Beach town for diving with whale sharks and manta rays.", "adv"],
    ["Ilha de Moçambique", "UNESCO island town of Portuguese and Swahili heritage.", "cul"],
  ]),
  country("NA", "Namibia", "Windhoek", "Africa", "NAD", [], [
    ["Sossusvlei", "Towering red dunes and the dead trees of Deadvlei.", "adv"],
    ["Etosha National Park", "Floodlit waterholes for easy self-drive safaris.", "adv fam"],
    ["Skeleton Coast", "Foggy desert coast of shipwrecks and seal colonies.", "adv"],
  ]),
  country("NE", "Niger", "Niamey", "Africa", "XOF", [], [
    ["Agadez", "Saharan town with a towering mud-brick minaret.", "cul"],
    ["W National Park", "Cross-border park of savannah wildlife.", "adv"],
    ["Aïr Mountains", "Desert massif with rock art and Tuareg culture.", "adv"],
  ]),
  country("NG", "Nigeria", "Abuja", "Africa", "NGN", [], [
    ["Lagos", "Megacity of Afrobeats, markets and Lekki beaches.", "cul food"],
    ["Osun-Osogbo Sacred Grove", "UNESCO forest of shrines and sculptures to the Yoruba goddess Osun.", "cul"],
    ["Zuma Rock", "Giant monolith near Abuja, pictured on the 100-naira note.", "adv"],
  ]),
  country("RW", "Rwanda", "Kigali", "Africa", "RWF", [], [
    ["Volcanoes National Park", "Mountain gorilla trekking permits in the Virunga volcanoes.", "adv lux"],
    ["Kigali Genocide Memorial", "Moving memorial and museum of the 1994 genocide.", "cul"],
    ["Lake Kivu", "Lake beaches and boat trips from Gisenyi and Kibuye.", "rel"],
  ]),
  country("ST", "São Tomé and Príncipe", "São Tomé", "Africa", "STN", ["Sao Tome and Principe"], [
    ["Pico Cão Grande", "Needle-shaped volcanic plug rising from the rainforest.", "adv"],
    ["Príncipe", "UNESCO biosphere island with empty beaches.", "rel"],
    ["Cocoa plantations", "Historic roças plantations producing fine chocolate.", "cul food"],
  ]),
  country("SN", "Senegal", "Dakar", "Africa", "XOF", [], [
    ["Gorée Island", "Island memorial of the Atlantic slave trade off Dakar.", "cul"],
    ["Dakar", "Music, markets and surf on the Cap-Vert peninsula.", "cul"],
    ["Saint-Louis", "Colonial island town on the Senegal River, UNESCO-listed.", "cul"],
  ]),
  country("SC", "Seychelles", "Victoria", "Africa", "SCR", [], [
    ["La Digue", "Island of bicycles and the granite boulders of Anse Source d'Argent.", "rom rel"],
    ["Vallée de Mai", "Palm forest of the giant coco de mer nut on Praslin.", "adv"],
    ["Mahé", "Main island of beaches, hiking and luxury resorts.", "rel lux"],
  ]),
  country("SL", "Sierra Leone", "Freetown", "Africa", "SLE", [], [
    ["Tiwai Island", "River island sanctuary with many primate species.", "adv"],
    ["Banana Islands", "Quiet beaches and snorkelling south of Freetown.", "rel"],
    ["Freetown", "Capital framed by mountains and beaches.", "cul"],
  ]),
  country("SO", "Somalia", "Mogadishu", "Africa", "SOS", [], [
    ["Laas Geel", "Well-preserved Neolithic cave paintings in Somaliland.", "cul"],
    ["Lido Beach", "Popular beach in Mogadishu.", "rel"],
    ["Mogadishu", "Coastal capital; check travel advisories carefully.", "cul"],
  ]),
  country("ZA", "South Africa", "Pretoria", "Africa", "ZAR", ["RSA"], [
    ["Cape Town", "Table Mountain, beaches and winelands.", "adv cul"],
    ["Kruger National Park", "Big Five safaris, self-drive or in private reserves.", "adv fam"],
    ["Garden Route", "Coastal drive of lagoons, forests and beaches.", "rom adv"],
    ["Winelands", "Stellenbosch and Franschhoek wine estates.", "food lux"],
  ]),
  country("SS", "South Sudan", "Juba", "Africa", "SSP", [], [
    ["Boma National Park", "Home to one of Africa's largest antelope migrations.", "adv"],
    ["Nile at Juba", "The White Nile flows through the young capital.", "adv"],
    ["Nimule National Park", "Park on the Nile near the Ugandan border.", "adv"],
  ]),
  country("SD", "Sudan", "Khartoum", "Africa", "SDG", [], [
    ["Meroë Pyramids", "Hundreds of steep Nubian pyramids in the desert.", "cul"],
    ["Khartoum", "Where the Blue and White Niles meet.", "cul"],
    ["Jebel Barkal", "Sacred sandstone mountain with temples and pyramids.", "cul"],
  ]),
  country("TZ", "Tanzania", "Dodoma", "Africa", "TZS", [], [
    ["Serengeti", "Endless plains and the Great Migration.", "adv lux"],
    ["Kilimanjaro", "Africa's highest peak, climbed in 5-8 days.", "adv"],
    ["Zanzibar", "Spice island of Stone Town and white beaches.", "rel cul"],
    ["Ngorongoro Crater", "Huge volcanic caldera packed with wildlife.", "adv fam"],
  ]),
  country("TG", "Togo", "Lomé", "Africa", "XOF", [], [
    ["Koutammakou", "UNESCO landscape of fortified Batammariba mud tower houses.", "cul"],
    ["Kpalimé", "Green hills, waterfalls and crafts.", "adv"],
    ["Lomé", "Capital with a grand market and a fetish market.", "cul"],
  ]),
  country("TN", "Tunisia", "Tunis", "Africa", "TND", [], [
    ["Carthage", "Ruins of the ancient Punic and Roman city near Tunis.", "cul"],
    ["Sidi Bou Said", "Blue-and-white clifftop village above the Gulf of Tunis.", "rom"],
    ["El Djem", "Huge Roman amphitheatre in the middle of a small town.", "cul"],
  ]),
  country("UG", "Uganda", "Kampala", "Africa", "UGX", [], [
    ["Bwindi Impenetrable Forest", "Mountain gorilla trekking in dense rainforest.", "adv"],
    ["Murchison Falls", "The Nile squeezes through a 7-metre gap; boat safaris below.", "adv"],
    ["Jinja", "Adventure town for white-water rafting on the Nile.", "adv"],
  ]),
  country("ZM", "Zambia", "Lusaka", "Africa", "ZMW", [], [
    ["Victoria Falls", "Mosi-oa-Tunya falls from Livingstone, with Devil's Pool in low water.", "adv"],
    ["South Luangwa", "The home of the walking safari.", "adv"],
    ["Lower Zambezi", "Canoe safaris past elephants and hippos.", "adv lux"],
  ]),
  country("ZW", "Zimbabwe", "Harare", "Africa", "USD", [], [
    ["Victoria Falls", "The full curtain of the falls from the Zimbabwean side.", "adv"],
    ["Great Zimbabwe", "Stone ruins of a medieval African city.", "cul"],
    ["Hwange National Park", "Large elephant herds at waterholes.", "adv"],
  ]),
];
