import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_CITY, TAGLINE } from "@shared/public-config";
import { publicConfig } from "../lib/public-config";
import { NewsletterForm } from "./NewsletterForm";
import { paths } from "../lib/paths";

const quickLinks = [
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact" },
  { to: paths.destinations, label: "Destinations" },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold">{publicConfig.appName}</p>
          <p className="mt-1 text-sm text-muted">{TAGLINE}</p>
          <p className="mt-4 text-sm text-muted">
            Plan trips you will remember: ideas, itineraries and the small tools in between.
          </p>
        </div>

        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-primary">
                  {link.label}
                </Link>
              </li>
            ))}
            {publicConfig.blogUrl ? (
              <li>
                <a href={publicConfig.blogUrl} className="text-muted hover:text-primary" rel="noopener">
                  Blog
                </a>
              </li>
            ) : null}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" />
              <a href={`mailto:${publicConfig.contactEmail}`} className="hover:text-primary">
                {publicConfig.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4" />
              <a href={`tel:${publicConfig.contactPhone.replace(/\s/g, "")}`} className="hover:text-primary">
                {publicConfig.contactPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {CONTACT_CITY}
            </li>
          </ul>
        </div>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">Newsletter</h2>
          <p className="mt-3 text-sm text-muted">Travel ideas once a month. No spam.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted">
          <p>
            © {year} {publicConfig.appName}. {TAGLINE}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to={paths.privacy} className="hover:text-primary">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className="hover:text-primary">
                Terms
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
