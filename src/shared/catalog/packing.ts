/** The packing checklist: five categories of fixed items (docs/product.md: Clothing 5, Toiletries 5, Tech 5, Documents 4, Misc 4). */
export interface PackingCategory {
  name: string;
  items: readonly string[];
}

export const PACKING_LIST: readonly PackingCategory[] = [
  {
    name: "Clothing",
    items: ["T-shirts", "Trousers or shorts", "Underwear and socks", "Light jacket", "Comfortable walking shoes"],
  },
  {
    name: "Toiletries",
    items: ["Toothbrush and toothpaste", "Shampoo and soap", "Deodorant", "Sunscreen", "Medicines and plasters"],
  },
  { name: "Tech", items: ["Phone and charger", "Power bank", "Travel adapter", "Headphones", "Camera"] },
  { name: "Documents", items: ["Passport or ID", "Tickets and boarding passes", "Travel insurance", "Hotel bookings"] },
  { name: "Misc", items: ["Reusable water bottle", "Sunglasses", "Snacks", "Book or e-reader"] },
];

/** Stable id of an item: "category/item". */
export function packingItemId(category: string, item: string): string {
  return `${category}/${item}`;
}
