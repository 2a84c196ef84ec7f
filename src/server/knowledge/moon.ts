/**
 * New and full moons, from Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapter 49 "Phases of the Moon":
 * the mean phase corrected by the main periodic terms. The small planetary terms (under a minute) are left out,
 * so an instant is good to a few minutes: enough to name the day of a full moon or of a lunar new year.
 */

const RADIANS = Math.PI / 180;
const MS_PER_DAY = 86_400_000;
/** Julian day of 1970-01-01 00:00 UTC. */
const UNIX_EPOCH_JD = 2440587.5;
/** Terrestrial time runs about 69 s ahead of UTC in the 2020s; phases are computed in TT. */
const DELTA_T_DAYS = 69 / 86_400;
const SYNODIC_MONTH = 29.530588861;

/** The instant of lunation `k` (0 the new moon of 2000-01-06; a half, as 12.5, is the full moon that follows). */
function phaseInstant(k: number): Date {
  const full = Math.abs(k % 1) === 0.5;
  const t = k / 1236.85;
  const jde = 2451550.09766 + SYNODIC_MONTH * k + 0.00015437 * t ** 2 - 0.00000015 * t ** 3 + 0.00000000073 * t ** 4;
  const e = 1 - 0.002516 * t - 0.0000074 * t ** 2;
  const m = (2.5534 + 29.1053567 * k - 0.0000014 * t ** 2 - 0.00000011 * t ** 3) * RADIANS;
  const mm = (201.5643 + 385.81693528 * k + 0.0107582 * t ** 2 + 0.00001238 * t ** 3 - 0.000000058 * t ** 4) * RADIANS;
  const f = (160.7108 + 390.67050284 * k - 0.0016118 * t ** 2 - 0.00000227 * t ** 3 + 0.000000011 * t ** 4) * RADIANS;
  const omega = (124.7746 - 1.56375588 * k + 0.0020672 * t ** 2 + 0.00000215 * t ** 3) * RADIANS;
  const sin = Math.sin;
  const correction =
    (full ? -0.40614 : -0.4072) * sin(mm) +
    (full ? 0.17302 : 0.17241) * e * sin(m) +
    (full ? 0.01614 : 0.01608) * sin(2 * mm) +
    (full ? 0.01043 : 0.01039) * sin(2 * f) +
    (full ? 0.00734 : 0.00739) * e * sin(mm - m) -
    (full ? 0.00515 : 0.00514) * e * sin(mm + m) +
    (full ? 0.00209 : 0.00208) * e * e * sin(2 * m) -
    0.00111 * sin(mm - 2 * f) -
    0.00057 * sin(mm + 2 * f) +
    0.00056 * e * sin(2 * mm + m) -
    0.00042 * sin(3 * mm) +
    0.00042 * e * sin(m + 2 * f) +
    0.00038 * e * sin(m - 2 * f) -
    0.00024 * e * sin(2 * mm - m) -
    0.00017 * sin(omega) -
    0.00007 * sin(mm + 2 * m) +
    0.00004 * sin(2 * mm - 2 * f) +
    0.00004 * sin(3 * m) +
    0.00003 * sin(mm + m - 2 * f) +
    0.00003 * sin(2 * mm + 2 * f) -
    0.00003 * sin(mm + m + 2 * f) +
    0.00003 * sin(mm - m + 2 * f) -
    0.00002 * sin(mm - m - 2 * f) -
    0.00002 * sin(3 * mm + m) +
    0.00002 * sin(4 * mm);
  return new Date((jde + correction - DELTA_T_DAYS - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** The lunation number nearest to an instant (the new moon's k). */
function lunationNear(instant: Date): number {
  const jd = instant.getTime() / MS_PER_DAY + UNIX_EPOCH_JD;
  return Math.round((jd - 2451550.09766) / SYNODIC_MONTH);
}

/** The new moon nearest to an instant. */
export function newMoonNear(instant: Date): Date {
  const k = lunationNear(instant);
  const candidates = [k - 1, k, k + 1].map(phaseInstant);
  return nearest(candidates, instant);
}

/** The full moon nearest to an instant. */
export function fullMoonNear(instant: Date): Date {
  const k = lunationNear(instant);
  const candidates = [k - 1.5, k - 0.5, k + 0.5, k + 1.5].map(phaseInstant);
  return nearest(candidates, instant);
}

function nearest(candidates: readonly Date[], instant: Date): Date {
  return candidates.reduce((best, date) =>
    Math.abs(date.getTime() - instant.getTime()) < Math.abs(best.getTime() - instant.getTime()) ? date : best,
  );
}
