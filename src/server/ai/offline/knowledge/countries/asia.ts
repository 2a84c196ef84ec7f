import { country, type CountryData } from "../build";

export const ASIA_COUNTRIES: CountryData[] = [
  country("AF", "Afghanistan", "Kabul", "Asia", "AFN", [], [
    ["Bamiyan", "Valley of the destroyed giant Buddha niches.", "cul"],
    ["Band-e Amir", "Chain of deep-blue mountain lakes.", "adv"],
    ["Herat", "Historic city with the tiled Friday Mosque and a restored citadel.", "cul"],
  ]),
  country("AM", "Armenia", "Yerevan", "Asia", "AMD", ["Hayastan"], [
    ["Yerevan", "Pink-stone capital below Mount Ararat views.", "cul food"],
    ["Lake Sevan", "High alpine lake with a monastery.", "rel"],
    ["Geghard Monastery", "Medieval monastery partly carved into the cliff, UNESCO-listed.", "cul"],
  ]),
  country("AZ", "Azerbaijan", "Baku", "Asia", "AZN", [], [
    ["Baku", "Walled old city and Flame Towers.", "cul"],
    ["Gobustan", "Stone Age rock carvings and bubbling mud volcanoes south of Baku.", "cul adv"],
    ["Sheki", "Khan's Palace and caravanserai.", "cul"],
  ]),
  country("BH", "Bahrain", "Manama", "Asia", "BHD", [], [
    ["Bahrain Fort", "UNESCO site of layered ancient settlements and a Portuguese fort.", "cul"],
    ["Manama Souq", "Traditional market behind Bab Al Bahrain for spices and gold.", "cul bud"],
    ["Bahrain National Museum", "History of Dilmun and the island's pearling past.", "cul"],
  ]),
  country("BD", "Bangladesh", "Dhaka", "Asia", "BDT", [], [
    ["Sundarbans", "Mangrove forest of Bengal tigers.", "adv"],
    ["Cox's Bazar", "One of the world's longest natural sea beaches.", "rel"],
    ["Old Dhaka", "Rickshaws and the Buriganga River.", "cul"],
  ]),
  country("BT", "Bhutan", "Thimphu", "Asia", "BTN", ["Druk Yul"], [
    ["Tiger's Nest Monastery", "Cliffside monastery above Paro.", "cul adv"],
    ["Punakha Dzong", "Fortress at a river confluence.", "cul"],
    ["Thimphu", "Capital without traffic lights.", "cul"],
  ]),
  country("BN", "Brunei", "Bandar Seri Begawan", "Asia", "BND", ["Brunei Darussalam"], [
    ["Omar Ali Saifuddien Mosque", "Golden-domed mosque on a lagoon.", "cul"],
    ["Kampong Ayer", "Historic water village of houses on stilts, visited by water taxi.", "cul"],
    ["Ulu Temburong National Park", "Pristine rainforest with a canopy walkway, reached by longboat.", "adv"],
  ]),
  country("KH", "Cambodia", "Phnom Penh", "Asia", "KHR", ["Kampuchea"], [
    ["Angkor Wat", "Vast Khmer temple complex near Siem Reap.", "cul adv"],
    ["Phnom Penh", "Royal Palace and sobering history museums.", "cul"],
    ["Kampot and Kep", "Riverside town of pepper farms and a seaside crab market.", "food rel"],
  ]),
  country("CN", "China", "Beijing", "Asia", "CNY", ["People's Republic of China", "PRC", "Zhongguo"], [
    ["Great Wall of China", "Ancient wall over mountains near Beijing.", "cul adv"],
    ["Beijing", "The Forbidden City, Temple of Heaven and hutong alleys.", "cul"],
    ["Xi'an", "Ancient capital with the Terracotta Army and city walls.", "cul"],
    ["Guilin and Yangshuo", "Karst peaks along the Li River.", "adv rom"],
    ["Shanghai", "The Bund, Pudong skyline and old water towns nearby.", "lux"],
  ]),
  country("GE", "Georgia", "Tbilisi", "Asia", "GEL", ["Sakartvelo"], [
    ["Tbilisi", "Sulphur baths and balconied old town.", "cul rel"],
    ["Kazbegi", "Gergeti Trinity Church below Mount Kazbek.", "adv"],
    ["Kakheti", "Wine region known for wine made in clay qvevri vessels.", "food"],
  ]),
  country("IN", "India", "New Delhi", "Asia", "INR", ["Bharat", "Republic of India"], [
    ["Taj Mahal", "White marble mausoleum in Agra, best at sunrise.", "cul rom"],
    ["Jaipur", "Pink City of Amber Fort and palaces.", "cul"],
    ["Kerala backwaters", "Houseboats on palm-lined canals.", "rel rom"],
    ["Varanasi", "Sacred city of ghats and evening aarti on the Ganges.", "cul"],
    ["Goa", "Beaches and Portuguese churches.", "rel"],
  ]),
  country("ID", "Indonesia", "Jakarta", "Asia", "IDR", [], [
    ["Bali", "Temples, rice terraces and beaches.", "rel cul"],
    ["Borobudur", "Ninth-century Buddhist temple in Central Java, magical at sunrise.", "cul"],
    ["Komodo National Park", "Komodo dragons, pink beaches and superb diving.", "adv"],
    ["Raja Ampat", "Remote islands with some of the world's richest coral reefs.", "adv lux"],
  ]),
  country("IR", "Iran", "Tehran", "Asia", "IRR", ["Persia", "Islamic Republic of Iran"], [
    ["Isfahan", "Naqsh-e Jahan Square and blue mosques.", "cul"],
    ["Persepolis", "Ruins of the Achaemenid capital.", "cul"],
    ["Shiraz", "City of gardens and the tombs of the poets Hafez and Saadi.", "cul rom"],
  ]),
  country("IQ", "Iraq", "Baghdad", "Asia", "IQD", [], [
    ["Babylon", "Ruins of the ancient Mesopotamian city on the Euphrates.", "cul"],
    ["Erbil Citadel", "Long-inhabited hilltop citadel.", "cul"],
    ["Mesopotamian Marshes", "Reed-house villages and waterways of the southern marshes.", "adv"],
  ]),
  country("IL", "Israel", "Jerusalem", "Asia", "ILS", [], [
    ["Jerusalem Old City", "Western Wall and Church of the Holy Sepulchre.", "cul"],
    ["Dead Sea", "Float effortlessly in the hypersaline lake at Ein Bokek.", "rel"],
    ["Tel Aviv", "Mediterranean beaches, Bauhaus White City and food markets.", "rel food"],
    ["Masada", "Herod's clifftop desert fortress; hike up for sunrise.", "adv cul"],
  ]),
  country("JP", "Japan", "Tokyo", "Asia", "JPY", ["Nippon", "Nihon"], [
    ["Tokyo", "Neon districts, shrines and superb food.", "cul food"],
    ["Kyoto", "Temples, gardens and geisha districts.", "cul rom"],
    ["Mount Fuji", "Iconic volcano; climb in summer or view it from the Fuji Five Lakes.", "adv"],
    ["Hiroshima and Miyajima", "Peace Memorial and floating torii.", "cul"],
  ]),
  country("JO", "Jordan", "Amman", "Asia", "JOD", ["Hashemite Kingdom of Jordan"], [
    ["Petra", "Rose-red Nabataean city carved into cliffs.", "cul adv"],
    ["Wadi Rum", "Red desert valley of jeep tours and Bedouin camps.", "adv"],
    ["Dead Sea", "Float at the lowest point on land, with mud treatments at resorts.", "rel"],
  ]),
  country("KZ", "Kazakhstan", "Astana", "Asia", "KZT", [], [
    ["Almaty", "Leafy former capital below snowy peaks, with the Medeu rink.", "cul adv"],
    ["Charyn Canyon", "Red rock canyon often compared to the Grand Canyon.", "adv"],
    ["Astana", "Futuristic capital with the Bayterek Tower.", "cul"],
  ]),
  country("KW", "Kuwait", "Kuwait City", "Asia", "KWD", [], [
    ["Kuwait Towers", "Landmark water towers with a viewing sphere over the Gulf.", "cul"],
    ["Souq Al-Mubarakiya", "Old market for dates, spices and grilled food.", "food cul"],
    ["Grand Mosque", "The country's largest mosque, with guided tours.", "cul"],
  ]),
  country("KG", "Kyrgyzstan", "Bishkek", "Asia", "KGS", ["Kyrgyz Republic"], [
    ["Issyk-Kul", "Huge high-altitude lake that never freezes, ringed by mountains.", "rel adv"],
    ["Song-Kul", "Alpine lake where you stay in nomad yurts in summer.", "adv"],
    ["Ala Archa", "National park gorge for hikes close to Bishkek.", "adv"],
  ]),
  country("LA", "Laos", "Vientiane", "Asia", "LAK", ["Lao PDR"], [
    ["Luang Prabang", "UNESCO town of temples and the dawn alms-giving ceremony.", "cul rel"],
    ["Kuang Si Falls", "Tiered waterfalls with turquoise swimming pools.", "rel fam"],
    ["Vang Vieng", "Karst scenery for tubing, kayaking and caves.", "adv"],
  ]),
  country("LB", "Lebanon", "Beirut", "Asia", "LBP", [], [
    ["Baalbek", "Some of the largest Roman temples ever built.", "cul"],
    ["Byblos", "Ancient port town, among the oldest continuously inhabited cities.", "cul"],
    ["Beirut", "Famous food scene, Corniche and nightlife.", "food"],
  ]),
  country("MY", "Malaysia", "Kuala Lumpur", "Asia", "MYR", [], [
    ["Kuala Lumpur", "Petronas Towers and street food.", "food"],
    ["Penang", "George Town street art and hawkers.", "food cul"],
    ["Borneo (Sabah)", "Climb Mount Kinabalu and see orangutans at Sepilok.", "adv"],
    ["Langkawi", "Island of beaches, mangroves and a sky bridge.", "rel"],
  ]),
  country("MV", "Maldives", "Malé", "Asia", "MVR", [], [
    ["Resort islands", "One-island, one-resort atolls with overwater villas.", "lux rom"],
    ["Maafushi", "Local island with guesthouses for budget stays.", "bud rel"],
    ["Diving", "Manta rays, whale sharks and reefs across the atolls.", "adv"],
  ]),
  country("MN", "Mongolia", "Ulaanbaatar", "Asia", "MNT", [], [
    ["Gobi Desert", "Singing dunes, dinosaur fossils and nomad camps.", "adv"],
    ["Khövsgöl Lake", "Clear northern lake bordered by forest and reindeer herders.", "adv rel"],
    ["Terelj National Park", "Rock formations and ger camps near Ulaanbaatar.", "adv fam"],
  ]),
  country("MM", "Myanmar", "Naypyidaw", "Asia", "MMK", ["Burma"], [
    ["Bagan", "Plain of over 2,000 ancient temples, famous for sunrise balloons.", "cul"],
    ["Yangon", "The gilded Shwedagon Pagoda and colonial architecture.", "cul"],
    ["Inle Lake", "Stilt villages, floating gardens and leg-rowing fishermen.", "cul rel"],
  ]),
  country("NP", "Nepal", "Kathmandu", "Asia", "NPR", [], [
    ["Everest region", "Treks through Sherpa villages to Everest Base Camp.", "adv"],
    ["Kathmandu Valley", "Durbar squares, stupas and temples of three royal cities.", "cul"],
    ["Pokhara", "Lakeside town with Annapurna views and paragliding.", "adv rel"],
  ]),
  country("KP", "North Korea", "Pyongyang", "Asia", "KPW", ["DPRK", "Democratic People's Republic of Korea"], [
    ["Pyongyang", "Monuments on guided tours only.", "cul"],
    ["DMZ at Panmunjom", "The border truce village, visited only on official tours.", "cul"],
    ["Mount Kumgang", "Scenic granite peaks near the southern border.", "adv"],
  ]),
  country("OM", "Oman", "Muscat", "Asia", "OMR", [], [
    ["Muscat", "Sultan Qaboos Grand Mosque and the Mutrah souq.", "cul"],
    ["Wahiba Sands", "Desert camps in red dunes.", "adv"],
    ["Wadi Shab", "Hike and swim through a gorge to a cave waterfall.", "adv"],
  ]),
  country("PK", "Pakistan", "Islamabad", "Asia", "PKR", [], [
    ["Hunza Valley", "Karakoram valley of apricot orchards below 7,000-metre peaks.", "adv"],
    ["Lahore", "Mughal Badshahi Mosque, Lahore Fort and famous food streets.", "cul food"],
    ["Karakoram Highway", "High mountain road to the Chinese border.", "adv"],
  ]),
  country("PS", "Palestine", "Ramallah (administrative)", "Asia", "ILS", ["State of Palestine", "West Bank"], [
    ["Bethlehem", "Church of the Nativity and Manger Square.", "cul"],
    ["Jericho", "Ancient oasis town with Hisham's Palace and a cable car.", "cul"],
    ["Hebron", "Old city and the Cave of the Patriarchs.", "cul"],
  ]),
  country("PH", "Philippines", "Manila", "Asia", "PHP", [], [
    ["Palawan", "El Nido and Coron's limestone lagoons and islands.", "adv rel"],
    ["Banaue Rice Terraces", "2,000-year-old terraces carved into the Cordillera mountains.", "cul"],
    ["Boracay", "White Beach, famous for powdery sand and sunsets.", "rel"],
  ]),
  country("QA", "Qatar", "Doha", "Asia", "QAR", [], [
    ["Museum of Islamic Art", "I.M. Pei-designed museum on Doha's waterfront.", "cul"],
    ["Souq Waqif", "Restored market of spices, falcons and restaurants.", "food cul"],
    ["Inland Sea", "Desert dunes meeting the sea on the Saudi border.", "adv"],
  ]),
  country("SA", "Saudi Arabia", "Riyadh", "Asia", "SAR", ["KSA"], [
    ["AlUla and Hegra", "Nabataean tombs and dramatic desert rock formations.", "cul adv"],
    ["Jeddah", "Coral-stone houses of the Al-Balad historic district.", "cul"],
    ["Riyadh", "The mud-brick Diriyah heritage district.", "cul"],
  ]),
  country("SG", "Singapore", "Singapore", "Asia", "SGD", ["Republic of Singapore"], [
    ["Gardens by the Bay", "Supertrees and giant conservatories on the bay.", "fam"],
    ["Hawker centres", "Cheap, excellent food centres like Maxwell and Lau Pa Sat.", "food bud"],
    ["Sentosa", "Island of beaches and theme parks.", "fam"],
  ]),
  country("KR", "South Korea", "Seoul", "Asia", "KRW", ["Korea", "Republic of Korea", "ROK"], [
    ["Seoul", "Palaces, markets and K-culture.", "cul"],
    ["Busan", "Beaches, seafood markets and the colourful Gamcheon village.", "rel food"],
    ["Jeju Island", "Volcanic island of craters, lava tubes and coastal trails.", "adv rel"],
    ["Gyeongju", "Ancient Silla capital of royal tombs and temples.", "cul"],
  ]),
  country("LK", "Sri Lanka", "Sri Jayawardenepura Kotte", "Asia", "LKR", ["Ceylon"], [
    ["Sigiriya", "Climb the Lion Rock fortress with its ancient frescoes.", "cul adv"],
    ["Kandy", "Hill city of the Temple of the Sacred Tooth Relic.", "cul"],
    ["Ella", "Tea-country village on the scenic train line, with easy hikes.", "adv rel"],
    ["Galle", "Walled Dutch fort town on the south coast.", "cul"],
  ]),
  country("SY", "Syria", "Damascus", "Asia", "SYP", [], [
    ["Damascus", "Old city and the Umayyad Mosque; check travel advisories.", "cul"],
    ["Palmyra", "Ruins of the Roman-era desert city, heavily damaged in the war.", "cul"],
    ["Krak des Chevaliers", "One of the best-preserved Crusader castles.", "cul"],
  ]),
  country("TW", "Taiwan", "Taipei", "Asia", "TWD", ["Republic of China", "Formosa"], [
    ["Taipei", "Night markets, temples and the Taipei 101 tower.", "food"],
    ["Taroko Gorge", "Marble canyon with trails; check for landslide closures.", "adv"],
    ["Sun Moon Lake", "Mountain lake for cycling and boat rides.", "rel rom"],
  ]),
  country("TJ", "Tajikistan", "Dushanbe", "Asia", "TJS", [], [
    ["Pamir Highway", "One of the world's highest roads through remote mountains.", "adv"],
    ["Iskanderkul", "Turquoise mountain lake in the Fann Mountains.", "adv"],
    ["Dushanbe", "Capital of leafy avenues and teahouses.", "cul"],
  ]),
  country("TH", "Thailand", "Bangkok", "Asia", "THB", ["Siam"], [
    ["Bangkok", "Temples, markets and street food.", "cul food"],
    ["Chiang Mai", "Old city temples and mountain trekking.", "cul"],
    ["Phuket and Krabi", "Andaman Sea beaches and island-hopping.", "rel"],
  ]),
  country("TL", "Timor-Leste", "Dili", "Asia", "USD", ["East Timor"], [
    ["Atauro Island", "Island with some of the most biodiverse reefs in the world.", "adv"],
    ["Dili", "Seaside capital with the Cristo Rei statue.", "cul"],
    ["Mount Ramelau", "The highest peak, climbed before dawn for sunrise.", "adv"],
  ]),
  country("TM", "Turkmenistan", "Ashgabat", "Asia", "TMT", [], [
    ["Darvaza Gas Crater", "Burning gas crater in the Karakum Desert, best at night.", "adv"],
    ["Merv", "Ruins of a great Silk Road oasis city.", "cul"],
    ["Ashgabat", "White-marble capital of monuments.", "cul"],
  ]),
  country("AE", "United Arab Emirates", "Abu Dhabi", "Asia", "AED", ["UAE", "Emirates"], [
    ["Dubai", "Burj Khalifa, malls and desert safaris.", "lux"],
    ["Sheikh Zayed Grand Mosque", "White marble mosque in Abu Dhabi, open to visitors.", "cul"],
    ["Louvre Abu Dhabi", "Art museum under a vast latticed dome.", "cul"],
  ]),
  country("UZ", "Uzbekistan", "Tashkent", "Asia", "UZS", [], [
    ["Samarkand", "The tiled madrasas of the Registan Square.", "cul"],
    ["Bukhara", "Silk Road city of mosques, madrasas and trading domes.", "cul"],
    ["Khiva", "Walled inner city of Itchan Kala, like an open-air museum.", "cul"],
  ]),
  country("VN", "Vietnam", "Hanoi", "Asia", "VND", ["Viet Nam"], [
    ["Ha Long Bay", "Cruise among thousands of limestone islands.", "rom adv"],
    ["Hoi An", "Lantern-lit UNESCO old town.", "cul rom"],
    ["Hanoi", "Old Quarter, lakes and street food.", "food cul"],
    ["Ho Chi Minh City", "Markets, French colonial buildings and the War Remnants Museum.", "cul"],
  ]),
  country("YE", "Yemen", "Sanaa", "Asia", "YER", [], [
    ["Old City of Sanaa", "Multi-storey decorated tower houses; check travel advisories.", "cul"],
    ["Shibam", "'Manhattan of the desert' of mud-brick high-rises.", "cul"],
    ["Socotra", "Island of unique dragon's blood trees.", "adv"],
  ]),
];
