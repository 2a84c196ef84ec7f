import type { Balances } from "@shared/schemas/costs";
import type { TripMember } from "@shared/schemas/members";

/** Someone an expense can name: on the trip now, or gone with their history kept. */
export interface CostPerson {
  userId: string;
  name: string;
  onTrip: boolean;
}

/** Everyone on the trip (the owner first), then those who left but still appear in the balances. */
export function costPeople(members: readonly TripMember[] | undefined, balances: Balances): CostPerson[] {
  const people: CostPerson[] = (members ?? balances.members.filter((member) => member.onTrip)).map((member) => ({
    userId: member.userId,
    name: member.name,
    onTrip: true,
  }));
  for (const member of balances.members) {
    if (!people.some((person) => person.userId === member.userId))
      people.push({ userId: member.userId, name: member.name, onTrip: false });
  }
  return people;
}

/** A person's name by id ("Someone" for an id nobody knows, which the server never sends). */
export const nameOf = (people: readonly CostPerson[], userId: string) =>
  people.find((person) => person.userId === userId)?.name ?? "Someone";
