import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import {
  CONTACT_LIMITS,
  emptyContact,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFormProps,
  type ContactReply,
  type ContactValues,
} from "../data/contact";

/**
 * The contact form. Without JavaScript it is an ordinary form POST. With JavaScript it
 * sends JSON and shows the server's answer in place: the text stays in the fields unless
 * the server confirms the message was accepted.
 */
export function ContactForm({ action, values: initialValues, errors: initialErrors, notice: initialNotice }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(initialValues);
  const [errors, setErrors] = useState(initialErrors);
  const [notice, setNotice] = useState(initialNotice);
  const [sending, setSending] = useState(false);
  // Where focus goes once an answer is shown: the first field to fix, else the message itself.
  const [focusRequest, setFocusRequest] = useState<{ target: ContactField | "notice"; at: number } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "notice") noticeRef.current?.focus();
    else document.getElementById(`contact-${focusRequest.target}`)?.focus();
  }, [focusRequest]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setNotice(null);
    try {
      // Everything in the form, so the hidden bot trap travels too.
      const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...fields, ...values }),
      });
      const reply = (await response.json().catch(() => ({}))) as Partial<ContactReply>;
      if (response.ok && reply.ok) {
        setValues(emptyContact);
        setErrors({});
        setNotice({ kind: "success", text: reply.message ?? "Thank you: your message has been sent." });
        setFocusRequest({ target: "notice", at: Date.now() });
      } else {
        const refused = reply.errors ?? {};
        setErrors(refused);
        setNotice({
          kind: "error",
          text: reply.message ?? "Your message could not be sent. Your text is still here; please try again.",
        });
        const first = (["name", "email", "message"] as const).find((field) => refused[field]);
        setFocusRequest({ target: first ?? "notice", at: Date.now() });
      }
    } catch {
      setNotice({
        kind: "error",
        text: "We could not reach the server, so your message was not sent. Your text is still here; please try again.",
      });
      setFocusRequest({ target: "notice", at: Date.now() });
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);

  return (
    <form className="contact-form" method="post" action={action} onSubmit={onSubmit}>
      <div ref={noticeRef} className="form-notice" role="status" aria-live="polite" tabIndex={-1}>
        {notice ? <p className={`notice notice--${notice.kind}`}>{notice.text}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={onChange}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
        />
        {errors.name ? (
          <p id="contact-name-error" className="field-error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={onChange}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
        />
        {errors.email ? (
          <p id="contact-email-error" className="field-error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={onChange}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
        />
        {errors.message ? (
          <p id="contact-message-error" className="field-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      {/* A trap for bots: hidden from people and from assistive technology. */}
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button className="button" type="submit" disabled={sending}>
        {sending ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
