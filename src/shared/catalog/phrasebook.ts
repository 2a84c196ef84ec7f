/** Phrasebook: four phrases for each of seven travel types, each with an emoji and a practical tip (docs/product.md). */
export interface Phrase {
  phrase: string;
  emoji: string;
  tip: string;
}

export const TRAVEL_TYPES = ["Adventure", "Business", "Romantic", "Cultural", "Family", "Solo", "Luxury"] as const;

export type TravelType = (typeof TRAVEL_TYPES)[number];

export const DEFAULT_TRAVEL_TYPE: TravelType = "Adventure";

export const PHRASEBOOK: Readonly<Record<TravelType, readonly Phrase[]>> = {
  Adventure: [
    {
      phrase: "Is this trail open, and how long does it take to the top and back?",
      emoji: "🥾",
      tip: "Ask rangers or the hut warden rather than relying on an app: closures after storms or landslides rarely show online.",
    },
    {
      phrase: "What will the weather be like up there this afternoon?",
      emoji: "⛅",
      tip: "Mountain weather turns after midday in many ranges; start early and set a turnaround time you keep even if the summit is close.",
    },
    {
      phrase: "Do I need a guide or a permit for this route?",
      emoji: "🧭",
      tip: "Some parks only sell permits at the entrance or in the nearest town, and checkpoints may ask for your passport, so carry it.",
    },
    {
      phrase: "Please call emergency services. Someone is injured.",
      emoji: "🆘",
      tip: "112 reaches emergency services across Europe and from most mobile phones worldwide; save the local rescue number before you set off.",
    },
  ],
  Business: [
    {
      phrase: "I have a meeting with Ms. Rao at ten. My name is Alex Chen.",
      emoji: "🤝",
      tip: "Arrive ten minutes early and have the host's full name and phone number ready; reception desks often ask for both.",
    },
    {
      phrase: "Could I have a receipt with the company name on it, please?",
      emoji: "🧾",
      tip: "Many countries need a formal tax invoice, not a card slip, for expense claims; ask before you pay, it is harder afterwards.",
    },
    {
      phrase: "Is there a quiet place with Wi-Fi where I can take a call?",
      emoji: "📶",
      tip: "Hotel lobbies and co-working day passes beat cafés for calls; carry a pocket hotspot or local eSIM as a backup.",
    },
    {
      phrase: "Thank you for your time. I will send a summary by email today.",
      emoji: "📧",
      tip: "Exchange cards with both hands in Japan, China and Korea, and read the card for a moment before putting it away.",
    },
  ],
  Romantic: [
    {
      phrase: "A table for two by the window, please.",
      emoji: "🕯️",
      tip: "Book popular sunset spots a few days ahead and mention a special occasion; many restaurants will pick a better table.",
    },
    {
      phrase: "Where is the best place to watch the sunset?",
      emoji: "🌅",
      tip: "Locals know the quieter viewpoint a short walk from the famous one; check the sunset time and arrive 30 minutes early.",
    },
    {
      phrase: "Could you take a photo of us, please?",
      emoji: "📸",
      tip: "Ask someone who is carrying a camera themselves, show them the framing you want, and offer to take theirs in return.",
    },
    {
      phrase: "Which wine would you recommend with this?",
      emoji: "🍷",
      tip: "The local house wine is often good value and made nearby; ask for a taste before you order a bottle.",
    },
  ],
  Cultural: [
    {
      phrase: "Is photography allowed inside?",
      emoji: "🏛️",
      tip: "Flash is banned in most museums and many temples; when in doubt, put the camera away during prayers or services.",
    },
    {
      phrase: "Do I need to cover my shoulders or take off my shoes here?",
      emoji: "🧣",
      tip: "A light scarf in your day bag covers shoulders or knees at churches, mosques and temples without a trip back to the hotel.",
    },
    {
      phrase: "Is there a guided tour in English, and when does it start?",
      emoji: "🎧",
      tip: "Free walking tours run in most big cities; tipping the guide what you think it was worth is the custom.",
    },
    {
      phrase: "What is this dish called, and how is it eaten?",
      emoji: "🍲",
      tip: "Watch the table next to you: whether to use hands, chopsticks or bread to scoop differs by region, and locals appreciate the effort.",
    },
  ],
  Family: [
    {
      phrase: "Do you have a high chair and a children's menu?",
      emoji: "👶",
      tip: "Eat a little earlier than locals do: restaurants are calmer and staff have more time for small requests.",
    },
    {
      phrase: "Where are the nearest toilets with a baby-changing room?",
      emoji: "🚻",
      tip: "Department stores, museums and large train stations usually have the cleanest family facilities.",
    },
    {
      phrase: "Is there a family ticket or a discount for children?",
      emoji: "🎟️",
      tip: "Carry the children's passports or ID copies: attractions often ask for proof of age for free or reduced entry.",
    },
    {
      phrase: "We have lost our child. Please help us. He is six and wearing a red jacket.",
      emoji: "🆘",
      tip: "Take a photo of your children each morning so you can show what they are wearing, and agree on a meeting point with them.",
    },
  ],
  Solo: [
    {
      phrase: "Could you recommend a safe neighbourhood to walk around in the evening?",
      emoji: "🌙",
      tip: "Ask hotel or hostel staff rather than strangers, and share your live location with someone at home when out late.",
    },
    {
      phrase: "Is there a walking tour or a group activity I can join today?",
      emoji: "👋",
      tip: "Hostel boards, cooking classes and free walking tours are the easiest ways to meet other travellers on your first day.",
    },
    {
      phrase: "Just one, please. Can I sit at the bar?",
      emoji: "🍽️",
      tip: "Bar and counter seats are often available without a booking, and you get to chat with the cook or bartender.",
    },
    {
      phrase: "How much should a taxi to the city centre cost?",
      emoji: "🚕",
      tip: "Ask for the fare before getting in, or use the official taxi rank or a ride-hailing app so the price is fixed.",
    },
  ],
  Luxury: [
    {
      phrase: "I have a reservation under the name Chen. Is an early check-in possible?",
      emoji: "🛎️",
      tip: "Email the hotel a day ahead with your arrival time; early check-in and upgrades are easier to arrange before the day.",
    },
    {
      phrase: "Could the concierge book a table for us tonight?",
      emoji: "🥂",
      tip: "Concierges often hold tables at sought-after restaurants that show as fully booked online.",
    },
    {
      phrase: "Is there a spa appointment available this afternoon?",
      emoji: "💆",
      tip: "Book treatments when you check in: afternoon slots go first, and some spas give hotel guests priority.",
    },
    {
      phrase: "Is the service charge included in the bill?",
      emoji: "💳",
      tip: "Many countries add service to the bill; check before tipping twice, and tip in cash so it reaches the staff.",
    },
  ],
};

export function isTravelType(value: unknown): value is TravelType {
  return typeof value === "string" && (TRAVEL_TYPES as readonly string[]).includes(value);
}
