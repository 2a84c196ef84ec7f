/** The eight questions of the FAQ screen (docs/product.md: product, destinations, AI itinerary, chatbot, countdown, budget, phrasebook, theme). */
export interface Faq {
  question: string;
  answer: string;
}

export function faqs(appName: string): Faq[] {
  return [
    {
      question: `What is ${appName}?`,
      answer: `${appName} is a travel-planning companion for first-time and seasoned travellers: explore destinations, generate day-by-day itineraries, keep them on your dashboard, and use small tools for budget, currency, countdown, phrases and packing.`,
    },
    {
      question: "How do I explore destinations?",
      answer:
        "Open Destinations and filter by region. Each card shows the country and a short description; Learn More opens the highlights, a local phrase and the best time to visit. Tap the heart to keep a favourite.",
    },
    {
      question: "How does the Itinerary Generator work?",
      answer:
        "Choose Plan a Trip (destination, dates and a theme such as Family Vacation) or Surprise me (just a country and dates). The generator writes a plan with a morning, afternoon and evening for every day, and saves it to your dashboard when you are logged in.",
    },
    {
      question: "What can the chat assistant do?",
      answer:
        "Once you log in, the assistant in the bottom-right corner answers travel questions: day plans, tips for a place, the best time to visit, what to pack and quick currency conversions.",
    },
    {
      question: "How does the Travel Planner work?",
      answer:
        "Pick your start date and the number of days. The planner counts down the days until you leave and gives you a notes box for every day of the trip. Your notes stay in this browser.",
    },
    {
      question: "How do I track my budget?",
      answer:
        "The Budget Tracker starts with Flights, Hotel and Food. Add your own categories, edit the amounts and the total updates at once, in rupees with two decimals.",
    },
    {
      question: "What is in the phrasebook?",
      answer:
        "Useful phrases for seven kinds of travel (Adventure, Business, Romantic, Cultural, Family, Solo and Luxury), each with an emoji and a practical tip.",
    },
    {
      question: "How do I switch between light and dark themes?",
      answer:
        "Use the sun or moon button in the header. Your choice is remembered in this browser; until you choose, the site follows your device setting.",
    },
  ];
}
