import { normalize } from "./normalize";

/**
 * First-level divisions a traveller writes after a town's name ("Paris, Texas", "Naples, FL", "Sydney, Nova
 * Scotia"): US states, Canadian provinces and territories, Australian states and territories. `admin` is the
 * gazetteer's admin1 code for it (GeoNames: postal codes in the US, numbers in Canada and Australia), so the
 * qualifier picks the right town among those of the same name.
 */

export interface AdminRegion {
  name: string;
  /** ISO 3166-1 alpha-2 of its country. */
  country: string;
  /** The gazetteer's admin1 code. */
  admin: string;
  /** The usual abbreviations ("TX", "N.S.", "NSW"). */
  short: string[];
}

const US: [string, string][] = [
  ["Alabama", "AL"],
  ["Alaska", "AK"],
  ["Arizona", "AZ"],
  ["Arkansas", "AR"],
  ["California", "CA"],
  ["Colorado", "CO"],
  ["Connecticut", "CT"],
  ["Delaware", "DE"],
  ["District of Columbia", "DC"],
  ["Florida", "FL"],
  ["Georgia", "GA"],
  ["Hawaii", "HI"],
  ["Idaho", "ID"],
  ["Illinois", "IL"],
  ["Indiana", "IN"],
  ["Iowa", "IA"],
  ["Kansas", "KS"],
  ["Kentucky", "KY"],
  ["Louisiana", "LA"],
  ["Maine", "ME"],
  ["Maryland", "MD"],
  ["Massachusetts", "MA"],
  ["Michigan", "MI"],
  ["Minnesota", "MN"],
  ["Mississippi", "MS"],
  ["Missouri", "MO"],
  ["Montana", "MT"],
  ["Nebraska", "NE"],
  ["Nevada", "NV"],
  ["New Hampshire", "NH"],
  ["New Jersey", "NJ"],
  ["New Mexico", "NM"],
  ["New York", "NY"],
  ["North Carolina", "NC"],
  ["North Dakota", "ND"],
  ["Ohio", "OH"],
  ["Oklahoma", "OK"],
  ["Oregon", "OR"],
  ["Pennsylvania", "PA"],
  ["Rhode Island", "RI"],
  ["South Carolina", "SC"],
  ["South Dakota", "SD"],
  ["Tennessee", "TN"],
  ["Texas", "TX"],
  ["Utah", "UT"],
  ["Vermont", "VT"],
  ["Virginia", "VA"],
  ["Washington", "WA"],
  ["West Virginia", "WV"],
  ["Wisconsin", "WI"],
  ["Wyoming", "WY"],
];

// GeoNames numbers Canada's divisions 01-14 (06 is unused) and Australia's 01-08.
const CANADA: [string, string, string[]][] = [
  ["Alberta", "01", ["AB", "Alta."]],
  ["British Columbia", "02", ["BC", "B.C."]],
  ["Manitoba", "03", ["MB", "Man."]],
  ["New Brunswick", "04", ["NB", "N.B."]],
  ["Newfoundland and Labrador", "05", ["NL", "Newfoundland", "Nfld."]],
  ["Nova Scotia", "07", ["NS", "N.S."]],
  ["Ontario", "08", ["ON", "Ont."]],
  ["Prince Edward Island", "09", ["PE", "PEI", "P.E.I."]],
  ["Quebec", "10", ["QC", "Québec", "Que."]],
  ["Saskatchewan", "11", ["SK", "Sask."]],
  ["Yukon", "12", ["YT"]],
  ["Northwest Territories", "13", ["NT", "NWT"]],
  ["Nunavut", "14", ["NU"]],
];
const AUSTRALIA: [string, string, string[]][] = [
  ["Australian Capital Territory", "01", ["ACT"]],
  ["New South Wales", "02", ["NSW"]],
  ["Northern Territory", "03", ["NT"]],
  ["Queensland", "04", ["QLD"]],
  ["South Australia", "05", ["SA"]],
  ["Tasmania", "06", ["TAS"]],
  ["Victoria", "07", ["VIC"]],
  ["Western Australia", "08", ["WA"]],
];

export const ADMIN_REGIONS: readonly AdminRegion[] = [
  ...US.map(([name, code]) => ({ name, country: "US", admin: code, short: [code] })),
  ...CANADA.map(([name, admin, short]) => ({ name, country: "CA", admin, short })),
  ...AUSTRALIA.map(([name, admin, short]) => ({ name, country: "AU", admin, short })),
];

const byName = new Map<string, AdminRegion[]>();
for (const region of ADMIN_REGIONS) {
  for (const name of [region.name, ...region.short]) {
    const key = normalize(name);
    byName.set(key, [...(byName.get(key) ?? []), region]);
  }
}

/**
 * The divisions a qualifier may mean ("Texas", "tx", "Nova Scotia", "NSW"); more than one for shared
 * abbreviations ("WA" is Washington and Western Australia, "NT" two territories).
 */
export function findAdminRegions(text: string): AdminRegion[] {
  return byName.get(normalize(text)) ?? [];
}
