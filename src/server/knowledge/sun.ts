/**
 * Sunrise and sunset, local to a place's time zone, from NOAA's general solar position equations (the fractional
 * year's equation of time and declination; the sun's centre 0.833° below the horizon, for refraction and its
 * radius). Good to a minute or two away from the poles: enough to time a sunset stop.
 */

const RADIANS = Math.PI / 180;
/** The zenith of sunrise and sunset. */
const HORIZON_ZENITH = 90.833 * RADIANS;

export interface SunTimes {
  /** Minutes after local midnight; left out on a day the sun does not rise or set. */
  sunrise?: number;
  sunset?: number;
  /** The sun above the horizon all day (the midnight sun) or below it (the polar night). */
  polar?: "day" | "night";
}

const localClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes after midnight, in the time zone, of an instant. */
function localMinutes(instant: number, timeZone: string): number {
  let format = localClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    localClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: "hour" | "minute") => Number(parts.find((p) => p.type === type)!.value);
  return part("hour") * 60 + part("minute");
}

/** The sunrise and sunset of a date ("YYYY-MM-DD") at a place, in its local time. */
export function sunTimes(place: { lat: number; lon: number }, date: string, timeZone: string): SunTimes {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const dayOfYear = Math.round((midnight - Date.UTC(Number(date.slice(0, 4)), 0, 1)) / 86_400_000) + 1;
  // The fractional year at noon, in radians.
  const g = ((2 * Math.PI) / 365) * (dayOfYear - 1);
  const equationOfTime =
    229.18 *
    (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g);
  const lat = place.lat * RADIANS;
  const cosHourAngle = Math.cos(HORIZON_ZENITH) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination);
  if (cosHourAngle < -1) return { polar: "day" };
  if (cosHourAngle > 1) return { polar: "night" };
  const hourAngle = Math.acos(cosHourAngle) / RADIANS;
  // Minutes after 00:00 UTC of the date (a sunset west of Greenwich may fall on the next UTC day).
  const at = (minutesUtc: number) => localMinutes(midnight + minutesUtc * 60_000, timeZone);
  return {
    sunrise: at(720 - 4 * (place.lon + hourAngle) - equationOfTime),
    sunset: at(720 - 4 * (place.lon - hourAngle) - equationOfTime),
  };
}
