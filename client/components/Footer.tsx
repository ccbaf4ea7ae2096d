import { footerColumns } from "../data/navigation";
import type { SiteInfo } from "../data/site";
import { contactDetails, socialLinks } from "../data/social";

export function Footer({ site }: { site: SiteInfo }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {footerColumns.map((column) => (
          <nav key={column.heading} className="footer-column" aria-label={column.heading}>
            <h2 className="footer-heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-column">
          <h2 className="footer-heading">Connect</h2>
          <ul className="social-links">
            {socialLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  data-social={link.id}
                  {...(link.href.startsWith("http") ? { rel: "noopener noreferrer me", target: "_blank" } : {})}
                >
                  <span className="social-label">{link.label}</span>
                  <span className="social-display">{link.display}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getUTCFullYear()} {site.name}. Learning material for students, hobbyists and engineers.
        </p>
        <p className="credit">
          Designed and Developed By <a href={contactDetails.credit.href}>{contactDetails.credit.label}</a>
        </p>
      </div>
    </footer>
  );
}
