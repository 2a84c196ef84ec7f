import { paths } from "@web/lib/paths";
import { publicConfig } from "@web/lib/public-config";
import { LegalPage, MailLink, type LegalSection } from "./LegalPage";

const { appName, contactEmail, mapStyleUrl } = publicConfig;
/** The map service this installation's trip pages load tiles from (MAP_STYLE_URL), if any. */
const mapHost = mapStyleUrl ? new URL(mapStyleUrl).host : null;

const sections: LegalSection[] = [
  {
    heading: "What we store, and why",
    body: (
      <ul className="space-y-2">
        <li>
          <strong>Your account</strong>: your name, your email address (and whether you have confirmed it), and a securely hashed
          password or the id your sign-in provider gives us; plus a session cookie while you are signed in, with the browser and
          network address it was opened from, so your account page can show where you are signed in. We need these to sign you in
          and to show you your own plans. We email you only about your account: to confirm your address, to reset or after a
          change of your password, and when someone tries to sign up with your address.
        </li>
        <li>
          <strong>Itineraries you save</strong>: their title and text, linked to your account, so your dashboard can list,
          download and delete them.
        </li>
        <li>
          <strong>Contact messages</strong>: the name, email address and message you send, with your account and the time, so we
          can answer you.
        </li>
        <li>
          <strong>Assistant questions</strong>: what you ask the chat assistant and its answer, with your account and the time, so
          we can improve the answers and look into problems you report.
        </li>
        <li>
          <strong>Your newsletter address</strong>, if you subscribe, only to send the newsletter.
        </li>
      </ul>
    ),
  },
  {
    heading: "What stays in your browser",
    body: (
      <p>
        Your theme choice, favourite destinations, budget, planner notes, packing list and moodboard are kept in your
        browser&apos;s local storage. They are never sent to us; clearing your browser data removes them.
      </p>
    ),
  },
  {
    heading: "Who else sees it",
    body: (
      <>
        <p>
          We do not sell your data and we use no advertising or tracking cookies. When this installation of {appName} uses an
          outside AI provider, the details of a trip you ask for (destination, dates, theme) or your question to the assistant are
          sent to that provider to write the answer. With the built-in planner, nothing leaves our server.
        </p>
        <p>
          {mapHost
            ? `The maps on a trip page are loaded by your browser from ${mapHost}${mapHost === "tiles.openfreemap.org" ? " (OpenFreeMap)" : ""}, which sees your network address and the area the map shows, but not your trip or your account; no cookies or keys are involved.`
            : "The maps on a trip page are drawn in your browser from the trip's own coordinates: nothing is sent to a map service."}
        </p>
        <p>To stop abuse, we count requests per network address; each count is dropped within an hour.</p>
      </>
    ),
  },
  {
    heading: "How long we keep it",
    body: (
      <p>
        Account data, itineraries, assistant questions and contact messages are kept until you delete them or ask us to. Deleting
        an itinerary on your dashboard removes it at once. Your newsletter address is kept until you ask us to remove it.
      </p>
    ),
  },
  {
    heading: "Your choices: see, correct or delete your data",
    body: (
      <>
        <p>
          On your{" "}
          <a href={paths.account} className="font-semibold text-primary underline">
            account page
          </a>{" "}
          you can download everything we store about you as a file, change your password, sign out on your other devices, and
          delete your account. Deleting it removes at once your account, your sessions, your saved itineraries and your questions
          to the assistant; messages you sent us are kept without your name, email address or account.
        </p>
        <p>
          You can also write to <MailLink address={contactEmail} /> from the address on your account (or the one you subscribed
          with) and tell us what you would like: a copy of your data, a correction, or deletion. We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    heading: "Where place data comes from",
    body: (
      <p>
        Looking up the places you type happens on our server, from data we keep there: nothing you type is sent to a map or search
        service. Place names, populations and coordinates come from{" "}
        <a href="https://www.geonames.org/" className="font-semibold text-primary underline">
          GeoNames
        </a>
        , licensed under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" className="font-semibold text-primary underline">
          Creative Commons Attribution 4.0
        </a>
        . The city guides are written by the {appName} team.
      </p>
    ),
  },
];

export default function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      lede={`What ${appName} stores about you, why, and how to have it deleted. In plain words.`}
      sections={sections}
    />
  );
}
