import {
  Backpack,
  CalendarClock,
  Coins,
  Compass,
  Download,
  Languages,
  Palette,
  Sparkles,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { paths, screenName } from "@web/lib/paths";
import { Card } from "@web/components/ui/Card";
import { PageHeader } from "@web/components/ui/PageHeader";
import { publicConfig } from "@web/lib/public-config";
import { readRaw } from "@web/lib/storage";

interface AboutCard {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

/** The nine About cards; a feature's card carries its name from the route table. "Download Your Itineraries" goes to the dashboard only when the login flag is set. */
function aboutCards(loggedIn: boolean): AboutCard[] {
  return [
    {
      title: "Explore Destinations",
      text: "Browse places by region and see their highlights and best season.",
      to: paths.destinations,
      icon: Compass,
    },
    {
      title: screenName(paths.generator),
      text: "A day-by-day plan for your dates and theme, or a surprise trip in any country.",
      to: paths.generator,
      icon: Sparkles,
    },
    {
      title: "Download Your Itineraries",
      text: "Keep every plan on your dashboard and download it as a text file or calendar.",
      to: loggedIn ? paths.dashboard : paths.generator,
      icon: Download,
    },
    {
      title: screenName(paths.planner),
      text: "Count down to departure with a notes box for each day.",
      to: paths.planner,
      icon: CalendarClock,
    },
    { title: screenName(paths.budget), text: "Add what the trip costs and watch the total.", to: paths.budget, icon: Wallet },
    {
      title: screenName(paths.currency),
      text: "Convert between seven currencies at fixed demo rates.",
      to: paths.currency,
      icon: Coins,
    },
    {
      title: screenName(paths.phrases),
      text: "Useful phrases for seven kinds of trip, with tips.",
      to: paths.phrases,
      icon: Languages,
    },
    {
      title: screenName(paths.packing),
      text: "Tick off clothing, toiletries, tech, documents and the rest.",
      to: paths.packing,
      icon: Backpack,
    },
    {
      title: screenName(paths.mood),
      text: "Drag stickers onto a 24-hour timeline to sketch your perfect day.",
      to: paths.mood,
      icon: Palette,
    },
  ];
}

export default function AboutScreen() {
  const loggedIn = readRaw("isAuth") === "true";
  return (
    <>
      <PageHeader
        title={`About ${publicConfig.appName}`}
        lede="We help travellers, first-time and experienced, go from a vague idea to a plan they can follow, with everything in one place."
      />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
        {aboutCards(loggedIn).map(({ title, text, to, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full transition-transform hover:-translate-y-1">
              <Link to={to} className="flex h-full flex-col gap-3 p-6">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="text-xl font-semibold">{title}</h2>
                <p className="text-muted">{text}</p>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
