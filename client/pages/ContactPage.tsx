import { contactDetails, socialLinks } from "../data/social";
import { Island } from "../hydration/Island";
import type { ContactFormProps } from "../data/contact";

export function ContactPage({ form }: { form: ContactFormProps }) {
  const direct = socialLinks.filter((link) => link.id === "email" || link.id === "phone" || link.id === "chat");
  return (
    <div className="container contact">
      <header className="page-intro">
        <h1>Contact us</h1>
        <p className="lead">
          Stuck on a circuit, found a mistake in a tutorial, or want to suggest a project? Tell us what you are building and what
          you have tried so far, and we will get back to you.
        </p>
      </header>
      <div className="contact-grid">
        <Island name="ContactForm" props={form} />
        <aside className="contact-direct" aria-labelledby="contact-direct-heading">
          <h2 id="contact-direct-heading">Other ways to reach us</h2>
          <ul>
            {direct.map((link) => (
              <li key={link.id}>
                <span className="social-label">{link.label}: </span>
                <a href={link.href}>{link.display}</a>
              </li>
            ))}
          </ul>
          <p>
            We read every message. For questions about a specific post, include its address so we can find it quickly. Please do
            not send passwords or other secrets to {contactDetails.email}.
          </p>
        </aside>
      </div>
    </div>
  );
}
