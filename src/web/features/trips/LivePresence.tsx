import type { LivePerson } from "@shared/schemas/live";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** Who else has the trip open, one badge per traveller (their page that shows a day, if any), with that day. */
export function LivePresence({ people }: { people: LivePerson[] }) {
  const byTraveller = new Map<string, LivePerson>();
  for (const person of people) {
    const known = byTraveller.get(person.userId);
    if (!known || (known.day === undefined && person.day !== undefined)) byTraveller.set(person.userId, person);
  }
  if (byTraveller.size === 0) return null;
  return (
    <ul aria-label="Also on this trip now" className="flex flex-wrap items-center gap-1.5 px-1">
      {[...byTraveller.values()].map((person) => (
        <li
          key={person.userId}
          className="flex items-center gap-1.5 rounded-full bg-surface-2 py-0.5 pr-2.5 pl-0.5 text-xs font-semibold"
          title={person.day ? `${person.name}, on day ${person.day}` : person.name}
        >
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-primary text-[0.65rem] text-primary-contrast"
          >
            {initials(person.name)}
          </span>
          <span className="sr-only">{person.name}</span>
          <span aria-hidden="true" className="max-w-24 truncate">
            {person.name.split(/\s+/)[0]}
          </span>
          {person.day ? <span className="font-normal text-muted">day {person.day}</span> : null}
        </li>
      ))}
    </ul>
  );
}
