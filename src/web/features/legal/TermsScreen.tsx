import { Link } from "react-router";
import { paths } from "@web/lib/paths";
import { publicConfig } from "@web/lib/public-config";
import { LegalPage, MailLink, type LegalSection } from "./LegalPage";

const { appName, contactEmail } = publicConfig;

const sections: LegalSection[] = [
  {
    heading: "Using " + appName,
    body: (
      <p>
        {appName} helps you explore destinations and plan trips. You may browse without an account; generating itineraries, using
        the chat assistant and sending contact messages need you to sign in. Keep your sign-in details to yourself: you are
        responsible for what is done with your account.
      </p>
    ),
  },
  {
    heading: "Plans are suggestions",
    body: (
      <p>
        Itineraries and assistant answers are written automatically. They can be out of date or simply wrong: check opening hours,
        prices, visas, safety advice and health requirements with official sources before you travel. Currency rates in the
        converter are fixed demo rates, not live rates.
      </p>
    ),
  },
  {
    heading: "Fair use",
    body: (
      <>
        <p>Do not use {appName} to break the law, to harass anyone, or to overload or attack the service.</p>
        <p>
          To keep the service available for everyone, some actions are limited per hour (for example generating itineraries,
          chatting and sending messages); when you reach a limit, we tell you when you can try again.
        </p>
      </>
    ),
  },
  {
    heading: "Your content",
    body: (
      <p>
        The itineraries you save and the messages you send stay yours. We store them only to provide the service, as our{" "}
        <Link to={paths.privacy} className="font-semibold text-primary underline-offset-2 hover:underline">
          Privacy Policy
        </Link>{" "}
        explains, and you can delete them at any time.
      </p>
    ),
  },
  {
    heading: "Changes and questions",
    body: (
      <p>
        We may update these terms when the service changes; the current version is always on this page. Questions? Write to{" "}
        <MailLink address={contactEmail} />.
      </p>
    ),
  },
];

export default function TermsScreen() {
  return <LegalPage title="Terms of Use" lede={`The short rules for using ${appName}.`} sections={sections} />;
}
