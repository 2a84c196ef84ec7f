/**
 * What a fake model answers for a three-day Lisbon food plan (2026-05-05 to 2026-05-07, Tuesday to Thursday: the Tower is shut on 1 May): an itinerary as
 * JSON that passes the plan check; `days` changes which days it holds (e.g. to fail the check).
 */
export function lisbonItineraryAnswer(days = [1, 2, 3]): string {
  const places = [
    "Belém Tower",
    "Alfama",
    "Time Out Market",
    "LX Factory",
    "Sintra",
    "Fado in Mouraria",
    "Cascais",
    "Bairro Alto",
    "Estrela",
  ];
  return JSON.stringify({
    title: "Lisbon: 3-Day Food Tour",
    introduction: "Three days of Lisbon's best food.",
    days: days.map((n) => ({
      day: n,
      date: `2026-05-0${n + 4}`,
      theme: `Food day ${n}`,
      morning: `${places[(n - 1) * 3]}: a morning visit.`,
      afternoon: `${places[(n - 1) * 3 + 1]}: an afternoon visit.`,
      evening: `${places[(n - 1) * 3 + 2]}: an evening out.`,
      optional: null,
      notes: null,
    })),
    final_notes: "Trams are busy; walk when you can.",
  });
}
