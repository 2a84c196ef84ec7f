/** A small phrase list per travel type for the offline chat assistant (the app's seven travel types). */
import type { TravelType } from "@shared/catalog/phrasebook";

export const PHRASES: Record<TravelType, readonly { phrase: string; tip: string }[]> = {
  Adventure: [
    { phrase: "Which trail is open today?", tip: "Ask at the visitor centre before setting out." },
    { phrase: "How long does the hike take?", tip: "Local estimates are usually more reliable than apps." },
    { phrase: "Is it safe to swim here?", tip: "Currents and wildlife change with the season." },
    { phrase: "Where can I rent equipment?", tip: "Check helmets and straps before you pay." },
  ],
  Business: [
    { phrase: "I have a meeting at ten o'clock.", tip: "Arrive a few minutes early; punctuality matters in many cultures." },
    { phrase: "May I have your business card?", tip: "Receive cards with both hands in East Asia." },
    { phrase: "Could you send me the details by email?", tip: "Confirm agreements in writing." },
    { phrase: "Is there a quiet place to work nearby?", tip: "Hotel lobbies and libraries often have good Wi-Fi." },
  ],
  Romantic: [
    { phrase: "A table for two, please.", tip: "Book ahead for sunset views." },
    { phrase: "Where is the best place to watch the sunset?", tip: "Locals know quieter spots than the guidebooks." },
    { phrase: "Could you take a photo of us?", tip: "Offer to return the favour." },
    { phrase: "We are celebrating our anniversary.", tip: "Hotels and restaurants sometimes add a small surprise." },
  ],
  Cultural: [
    { phrase: "What is the history of this place?", tip: "Guides at the entrance often share stories not on the signs." },
    { phrase: "Is photography allowed inside?", tip: "Always ask at religious sites." },
    { phrase: "What should I wear to visit the temple?", tip: "Cover shoulders and knees; carry a light scarf." },
    { phrase: "Which local dish should I try?", tip: "Ask what is in season." },
  ],
  Family: [
    { phrase: "Do you have a children's menu?", tip: "Many places will make a smaller portion on request." },
    { phrase: "Is there a playground nearby?", tip: "Parks are the best places to meet local families." },
    { phrase: "Where is the nearest pharmacy?", tip: "Note it down on arrival, before you need it." },
    { phrase: "Is there a family ticket?", tip: "Museums and zoos often have one." },
  ],
  Solo: [
    { phrase: "Is this neighbourhood safe at night?", tip: "Hotel staff give honest answers." },
    { phrase: "Are there any group tours today?", tip: "Walking tours are an easy way to meet people." },
    { phrase: "Could you recommend a place to eat alone?", tip: "Counter seats and food markets suit solo diners." },
    { phrase: "How do I get back to my hotel?", tip: "Keep the hotel's card with its address in the local script." },
  ],
  Luxury: [
    { phrase: "I would like to book a private tour.", tip: "Ask the concierge for a guide with good reviews." },
    { phrase: "Could you recommend a tasting menu?", tip: "Book top restaurants weeks ahead." },
    { phrase: "Is a spa treatment available this afternoon?", tip: "Late afternoon slots are often quieter." },
    { phrase: "Could you arrange a car to the airport?", tip: "Confirm the pick-up time the day before." },
  ],
};
