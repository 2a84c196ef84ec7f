import { country, type CountryData } from "../build";

export const EUROPE_COUNTRIES: CountryData[] = [
  country("AL", "Albania", "Tirana", "Europe", "ALL", ["Shqipëria"], [
    ["Berat", "'City of a thousand windows' with Ottoman houses below a lived-in castle.", "cul"],
    ["Albanian Riviera", "Turquoise beaches around Ksamil, Himarë and Dhërmi.", "rel bud"],
    ["Butrint", "UNESCO-listed Greek, Roman and Venetian ruins in a lagoon park.", "cul fam"],
  ]),
  country("AD", "Andorra", "Andorra la Vella", "Europe", "EUR", ["Principality of Andorra"], [
    ["Grandvalira", "The Pyrenees' largest ski area, linked across several villages.", "adv fam"],
    ["Caldea", "Large thermal spa complex in Escaldes-Engordany.", "rel lux"],
    ["Madriu-Perafita-Claror Valley", "UNESCO glacial valley for hiking.", "adv"],
  ]),
  country("AT", "Austria", "Vienna", "Europe", "EUR", ["Österreich", "Osterreich"], [
    ["Vienna", "Imperial palaces, coffee houses and classical music.", "cul lux"],
    ["Salzburg", "Mozart's Baroque birthplace below a hilltop fortress.", "cul rom"],
    ["Hallstatt", "Lakeside village beneath the Dachstein mountains.", "rom rel"],
    ["Innsbruck and the Tyrol", "Alpine city with cable cars to ski slopes and hiking.", "adv fam"],
  ]),
  country("BY", "Belarus", "Minsk", "Europe", "BYN", ["Byelorussia"], [
    ["Minsk", "Soviet-era boulevards and the restored Upper Town.", "cul"],
    ["Mir Castle", "UNESCO-listed 16th-century castle complex.", "cul fam"],
    ["Białowieża Forest", "Primeval forest home to European bison.", "adv fam"],
  ]),
  country("BE", "Belgium", "Brussels", "Europe", "EUR", ["België", "Belgique"], [
    ["Brussels", "Grand-Place, art nouveau and comic-strip murals.", "cul food"],
    ["Bruges", "Medieval canal town of belfries and chocolate shops.", "rom cul"],
    ["Ghent", "Gravensteen castle and the Ghent Altarpiece.", "cul"],
    ["Antwerp", "Rubens House, diamonds and fashion.", "cul lux"],
  ]),
  country("BA", "Bosnia and Herzegovina", "Sarajevo", "Europe", "BAM", ["Bosnia", "BiH"], [
    ["Mostar", "Ottoman Old Bridge over the emerald Neretva.", "cul rom"],
    ["Sarajevo", "Baščaršija bazaar where East meets West.", "cul food bud"],
    ["Kravica Waterfalls", "Tiered falls with swimming in summer.", "rel fam"],
  ]),
  country("BG", "Bulgaria", "Sofia", "Europe", "EUR", ["Balgariya"], [
    ["Rila Monastery", "Striped-arcade monastery in the Rila Mountains.", "cul"],
    ["Plovdiv", "Old town and a Roman theatre still in use.", "cul bud"],
    ["Black Sea coast", "Beaches and ancient Nesebar on a peninsula.", "rel fam"],
  ]),
  country("HR", "Croatia", "Zagreb", "Europe", "EUR", ["Hrvatska"], [
    ["Dubrovnik", "Walled city on the Adriatic; walk the ramparts.", "cul rom"],
    ["Plitvice Lakes", "Terraced lakes and waterfalls on wooden boardwalks.", "adv fam"],
    ["Split", "Diocletian's Palace forms the old town.", "cul food"],
    ["Hvar", "Island of lavender fields and nightlife.", "rel rom"],
  ]),
  country("CY", "Cyprus", "Nicosia", "Europe", "EUR", ["Kypros"], [
    ["Paphos", "Roman mosaics and the Tombs of the Kings.", "cul"],
    ["Troodos Mountains", "Painted Byzantine churches and wine villages.", "adv cul"],
    ["Ayia Napa", "White-sand beaches and sea caves.", "rel adv"],
  ]),
  country("CZ", "Czechia", "Prague", "Europe", "CZK", ["Czech Republic", "Česko", "Cesko", "Bohemia"], [
    ["Prague", "Castle, Charles Bridge and Gothic spires.", "cul rom"],
    ["Český Krumlov", "Fairy-tale town on a bend of the Vltava.", "rom cul"],
    ["Karlovy Vary", "Spa town of colonnades and hot springs.", "rel lux"],
  ]),
  country("DK", "Denmark", "Copenhagen", "Europe", "DKK", ["Danmark"], [
    ["Copenhagen", "Nyhavn, Tivoli and New Nordic food.", "food cul"],
    ["LEGOLAND Billund", "The original LEGOLAND park.", "fam"],
    ["Skagen", "Denmark's northern tip where two seas meet.", "rel rom"],
  ]),
  country("EE", "Estonia", "Tallinn", "Europe", "EUR", ["Eesti"], [
    ["Tallinn Old Town", "Medieval walls, towers and a Gothic town hall.", "cul rom"],
    ["Lahemaa National Park", "Bogs, forests and manor houses.", "adv rel"],
    ["Saaremaa", "Island of windmills and Kuressaare Castle.", "rel"],
  ]),
  country("FI", "Finland", "Helsinki", "Europe", "EUR", ["Suomi"], [
    ["Helsinki", "Design district, saunas and Suomenlinna fortress.", "cul rel"],
    ["Rovaniemi", "Lapland capital with the Santa Claus Village and northern lights.", "fam adv"],
    ["Lakeland", "Thousands of lakes and lakeside cottages.", "rel"],
  ]),
  country("FR", "France", "Paris", "Europe", "EUR", ["French Republic", "République française"], [
    ["Paris", "Eiffel Tower, the Louvre and café life.", "cul rom"],
    ["Mont-Saint-Michel", "Tidal island abbey off Normandy.", "cul"],
    ["French Riviera", "Nice, Cannes and Monaco on the Mediterranean.", "lux rel"],
    ["Loire Valley", "Renaissance châteaux and vineyards.", "cul rom food"],
    ["Chamonix", "Alpine town below Mont Blanc.", "adv"],
  ]),
  country("DE", "Germany", "Berlin", "Europe", "EUR", ["Deutschland"], [
    ["Berlin", "History, museums and nightlife.", "cul"],
    ["Neuschwanstein Castle", "Fairy-tale castle in the Bavarian Alps.", "cul fam rom"],
    ["Munich", "Beer halls, palaces and Oktoberfest.", "food cul"],
    ["Rhine Valley", "Castles and vineyards along the river.", "rom"],
  ]),
  country("GR", "Greece", "Athens", "Europe", "EUR", ["Hellas", "Ellada"], [
    ["Athens", "The Acropolis and ancient agoras.", "cul"],
    ["Santorini", "Whitewashed villages on a volcanic caldera.", "rom lux"],
    ["Meteora", "Monasteries perched on rock pillars.", "cul adv"],
    ["Crete", "Beaches, gorges and the Minoan palace of Knossos.", "rel adv"],
  ]),
  country("HU", "Hungary", "Budapest", "Europe", "HUF", ["Magyarország"], [
    ["Budapest", "Thermal baths and the Danube parliament.", "rel cul"],
    ["Lake Balaton", "Central Europe's largest lake, for swimming and wine.", "rel fam"],
    ["Eger", "Baroque town with a castle and Bull's Blood wine.", "cul food"],
  ]),
  country("IS", "Iceland", "Reykjavik", "Europe", "ISK", ["Ísland"], [
    ["Reykjavik", "Colourful capital and gateway to the Golden Circle.", "cul"],
    ["Golden Circle", "Þingvellir, Geysir and Gullfoss waterfall.", "adv fam"],
    ["Jökulsárlón", "Glacier lagoon of floating icebergs.", "adv rom"],
  ]),
  country("IE", "Ireland", "Dublin", "Europe", "EUR", ["Éire", "Eire", "Republic of Ireland"], [
    ["Dublin", "Pubs, Georgian squares and literary history.", "cul"],
    ["Cliffs of Moher", "214-metre Atlantic cliffs in County Clare.", "adv"],
    ["Ring of Kerry", "Scenic loop of mountains and coast.", "adv rom"],
  ]),
  country("IT", "Italy", "Rome", "Europe", "EUR", ["Italia"], [
    ["Rome", "Colosseum, Vatican and Baroque piazzas.", "cul"],
    ["Venice", "Canals, gondolas and St Mark's Basilica.", "rom cul"],
    ["Florence", "Renaissance art and Tuscan food.", "cul food"],
    ["Amalfi Coast", "Cliffside villages above the sea.", "rom lux"],
    ["Dolomites", "Jagged peaks for hiking and skiing.", "adv"],
  ]),
  country("XK", "Kosovo", "Pristina", "Europe", "EUR", ["Kosova"], [
    ["Prizren", "Ottoman old town with a fortress and stone bridge.", "cul bud"],
    ["Rugova Gorge", "Canyon near Peja with a via ferrata and zipline.", "adv"],
    ["Gračanica Monastery", "14th-century Serbian Orthodox monastery, UNESCO-listed.", "cul"],
  ]),
  country("LV", "Latvia", "Riga", "Europe", "EUR", ["Latvija"], [
    ["Riga", "Art nouveau architecture and a medieval old town.", "cul"],
    ["Gauja National Park", "Castles and sandstone cliffs around Sigulda.", "adv"],
    ["Jūrmala", "Seaside resort with wooden villas.", "rel"],
  ]),
  country("LI", "Liechtenstein", "Vaduz", "Europe", "CHF", [], [
    ["Vaduz", "Tiny capital below a hilltop castle.", "cul"],
    ["Malbun", "Small, family-friendly ski resort.", "fam adv"],
    ["Rhine cycle path", "Flat riverside bike route along the border.", "adv rel"],
  ]),
  country("LT", "Lithuania", "Vilnius", "Europe", "EUR", ["Lietuva"], [
    ["Vilnius", "Baroque old town and the Užupis republic.", "cul"],
    ["Trakai Castle", "Red-brick island castle on a lake.", "cul fam"],
    ["Curonian Spit", "UNESCO sand dunes between lagoon and sea.", "rel adv"],
  ]),
  country("LU", "Luxembourg", "Luxembourg", "Europe", "EUR", ["Lëtzebuerg"], [
    ["Luxembourg City", "Old quarters and fortifications above gorges.", "cul"],
    ["Vianden Castle", "Restored hilltop castle above a river.", "cul fam"],
    ["Mullerthal Trail", "Forest trail through rock formations of 'Little Switzerland'.", "adv"],
  ]),
  country("MT", "Malta", "Valletta", "Europe", "EUR", [], [
    ["Valletta", "Fortified Baroque capital with St. John's Co-Cathedral.", "cul"],
    ["Gozo", "Quieter island with the Ġgantija temples.", "rel cul"],
    ["Blue Lagoon, Comino", "Crystal-clear bay for swimming.", "rel"],
  ]),
  country("MD", "Moldova", "Chișinău", "Europe", "MDL", ["Moldavia"], [
    ["Cricova winery", "Underground city of wine cellars and tunnels.", "food"],
    ["Orheiul Vechi", "Cave monastery above a river gorge.", "cul"],
    ["Chișinău", "Green capital with a big central market.", "cul bud"],
  ]),
  country("MC", "Monaco", "Monaco", "Europe", "EUR", ["Monte Carlo"], [
    ["Monte Carlo Casino", "Belle Époque casino on Casino Square.", "lux"],
    ["Oceanographic Museum", "Aquarium and museum on a cliff above the sea.", "fam cul"],
    ["Prince's Palace", "Palace on the Rock with a daily changing of the guard.", "cul"],
  ]),
  country("ME", "Montenegro", "Podgorica", "Europe", "EUR", ["Crna Gora"], [
    ["Bay of Kotor", "Fjord-like bay with a walled town.", "rom cul"],
    ["Durmitor National Park", "Mountains and the Tara River Canyon.", "adv"],
    ["Budva", "Walled old town and beaches.", "rel"],
  ]),
  country("NL", "Netherlands", "Amsterdam", "Europe", "EUR", ["Holland", "The Netherlands", "Nederland"], [
    ["Amsterdam", "Canals, museums and bikes.", "cul"],
    ["Keukenhof", "Spring gardens with millions of tulips.", "rom fam"],
    ["Kinderdijk", "UNESCO-listed row of 18th-century windmills.", "cul fam"],
  ]),
  country("MK", "North Macedonia", "Skopje", "Europe", "MKD", ["Macedonia", "FYROM"], [
    ["Lake Ohrid", "Ancient lake with churches.", "cul rel"],
    ["Skopje", "Old bazaar and countless statues.", "cul bud"],
    ["Matka Canyon", "Kayaking and caves near Skopje.", "adv"],
  ]),
  country("NO", "Norway", "Oslo", "Europe", "NOK", ["Norge"], [
    ["Geirangerfjord", "UNESCO fjord with waterfalls.", "adv rom"],
    ["Lofoten Islands", "Fishing villages under sharp Arctic peaks.", "adv"],
    ["Tromsø", "Arctic city for northern lights and whale watching.", "adv rom"],
    ["Bergen", "Hanseatic Bryggen wharf and gateway to the fjords.", "cul"],
  ]),
  country("PL", "Poland", "Warsaw", "Europe", "PLN", ["Polska"], [
    ["Kraków", "Medieval square and Wawel Castle.", "cul bud"],
    ["Auschwitz-Birkenau Memorial", "Former Nazi death camp and museum.", "cul"],
    ["Gdańsk", "Hanseatic port city with a rebuilt old town.", "cul"],
    ["Zakopane", "Tatra mountain resort for hiking and skiing.", "adv"],
  ]),
  country("PT", "Portugal", "Lisbon", "Europe", "EUR", [], [
    ["Lisbon", "Hills, trams and fado.", "cul"],
    ["Porto", "Port wine cellars on the Douro.", "food cul"],
    ["Algarve", "Golden cliffs, caves and beaches.", "rel fam"],
    ["Sintra", "Romantic palaces in forested hills.", "rom cul"],
  ]),
  country("RO", "Romania", "Bucharest", "Europe", "RON", ["România"], [
    ["Transylvania", "Bran Castle and Saxon towns like Sibiu and Sighișoara.", "cul adv"],
    ["Bucharest", "Palace of the Parliament and the old town.", "cul"],
    ["Danube Delta", "Wetland of pelicans and reed channels.", "adv"],
  ]),
  country("RU", "Russia", "Moscow", "Europe", "RUB", ["Russian Federation", "Rossiya"], [
    ["Moscow", "Red Square, the Kremlin and St. Basil's.", "cul"],
    ["Saint Petersburg", "Hermitage Museum and canals.", "cul rom"],
    ["Lake Baikal", "The world's deepest lake, in Siberia.", "adv"],
  ]),
  country("SM", "San Marino", "San Marino", "Europe", "EUR", [], [
    ["Three Towers", "Clifftop fortresses on Monte Titano.", "cul"],
    ["Historic centre", "UNESCO-listed medieval lanes and walls.", "cul"],
    ["Basilica di San Marino", "Neoclassical basilica of the republic's patron saint.", "cul"],
  ]),
  country("RS", "Serbia", "Belgrade", "Europe", "RSD", ["Srbija"], [
    ["Belgrade", "Kalemegdan fortress and river nightlife.", "cul"],
    ["Novi Sad", "Petrovaradin Fortress and EXIT festival.", "cul"],
    ["Tara National Park", "Forests and the Drina River canyon.", "adv"],
  ]),
  country("SK", "Slovakia", "Bratislava", "Europe", "EUR", ["Slovensko"], [
    ["Bratislava", "Castle and old town on the Danube.", "cul"],
    ["High Tatras", "Alpine peaks for hiking.", "adv"],
    ["Spiš Castle", "One of Central Europe's largest castle ruins.", "cul"],
  ]),
  country("SI", "Slovenia", "Ljubljana", "Europe", "EUR", ["Slovenija"], [
    ["Lake Bled", "Island church and a clifftop castle.", "rom"],
    ["Ljubljana", "Green capital with a river promenade.", "cul"],
    ["Postojna Cave", "Huge cave system toured by a cave train.", "fam adv"],
  ]),
  country("ES", "Spain", "Madrid", "Europe", "EUR", ["España", "Espana"], [
    ["Barcelona", "Gaudí's architecture and city beaches.", "cul"],
    ["Madrid", "The Prado and tapas bars.", "cul food"],
    ["Seville", "Royal Alcázar, cathedral and flamenco.", "cul rom"],
    ["Granada", "The Moorish Alhambra palace.", "cul"],
  ]),
  country("SE", "Sweden", "Stockholm", "Europe", "SEK", ["Sverige"], [
    ["Stockholm", "Islands, the Vasa Museum and Gamla Stan.", "cul"],
    ["Swedish Lapland", "Icehotel and northern lights in Kiruna.", "adv"],
    ["Gothenburg", "Canals, seafood and Liseberg amusement park.", "food"],
  ]),
  country("CH", "Switzerland", "Bern", "Europe", "CHF", ["Schweiz", "Suisse", "Svizzera"], [
    ["Zermatt and the Matterhorn", "Car-free village below the famous peak.", "adv lux"],
    ["Lucerne", "Chapel Bridge, lake cruises and mountain trips.", "rom"],
    ["Interlaken", "Adventure hub between two lakes below the Jungfrau.", "adv"],
    ["Geneva", "Lake Geneva and its Jet d'Eau fountain.", "lux"],
  ]),
  country("TR", "Turkey", "Ankara", "Europe", "TRY", ["Türkiye", "Turkiye"], [
    ["Istanbul", "Hagia Sophia, bazaars and the Bosphorus.", "cul"],
    ["Cappadocia", "Fairy chimneys and sunrise balloon flights.", "adv rom"],
    ["Pamukkale", "White travertine terraces and Hierapolis ruins.", "rel"],
    ["Ephesus", "Greco-Roman city with the Library of Celsus.", "cul"],
  ]),
  country("UA", "Ukraine", "Kyiv", "Europe", "UAH", ["Ukraina"], [
    ["Kyiv", "Golden-domed monasteries; check travel advisories.", "cul"],
    ["Lviv", "Café culture and a UNESCO old town.", "cul food"],
    ["Carpathian Mountains", "Hiking and wooden churches.", "adv"],
  ]),
  country("GB", "United Kingdom", "London", "Europe", "GBP", ["UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"], [
    ["London", "Royal landmarks and free museums.", "cul"],
    ["Edinburgh", "Castle, Old Town and festivals.", "cul"],
    ["Scottish Highlands", "Lochs, glens and castles.", "adv rom"],
    ["Bath", "Roman baths and Georgian crescents.", "cul rel"],
    ["Lake District", "Lakes and fells for walking.", "adv rel"],
  ]),
  country("VA", "Vatican City", "Vatican City", "Europe", "EUR", ["Vatican", "Holy See", "Città del Vaticano"], [
    ["St. Peter's Basilica", "Climb Michelangelo's dome over St. Peter's Square.", "cul"],
    ["Sistine Chapel", "Michelangelo's ceiling in the Vatican Museums.", "cul"],
    ["Vatican Gardens", "Guided tours of the papal gardens.", "rel cul"],
  ]),
];
