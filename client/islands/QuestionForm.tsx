import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  QUESTION_FIELDS,
  QUESTION_LIMITS,
  TURNSTILE_SCRIPT,
  type QuestionErrors,
  type QuestionField,
  type QuestionFormProps,
  type QuestionNotice,
} from "../data/questions";
import { retryAfterSeconds } from "../studio/retry-after";

/** The part of Cloudflare Turnstile's browser API the form uses (explicit rendering). */
interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; action?: string }): string | null | undefined;
  reset(widget?: string): void;
}

let turnstileScript: Promise<Turnstile> | null = null;

/** Turnstile's script, added once, when the first form that needs it is being used. */
function loadTurnstile(): Promise<Turnstile> {
  turnstileScript ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.addEventListener("load", () => {
      const api = (window as { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error("Turnstile's script did not start."));
    });
    script.addEventListener("error", () => reject(new Error("Turnstile's script could not be loaded.")));
    document.head.appendChild(script);
  });
  return turnstileScript;
}

/** The fields in the form's order: focus goes to the first one the server blamed. */
const ORDER: QuestionField[] = ["name", "step", "text"];
const fieldId = (field: QuestionField) => `question-${field}`;
const errorId = (field: QuestionField) => `question-${field}-error`;

const KEPT = "Your text is still here.";

/** The answer to a JSON post (a QuestionReply when the handler wrote it), read without trusting its shape. */
function replyOf(value: unknown): { ok: boolean; message: string | null; link: string | null; errors: QuestionErrors } {
  const reply = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const text = (item: unknown) => (typeof item === "string" && item ? item : null);
  const reasons = typeof reply.errors === "object" && reply.errors !== null ? (reply.errors as Record<string, unknown>) : {};
  const errors: QuestionErrors = {};
  for (const field of ORDER) {
    const reason = text(reasons[field]);
    if (reason) errors[field] = reason;
  }
  // The private link is an address on this site (or an absolute http(s) one), never a script.
  const link = text(reply.link);
  return {
    ok: reply.ok === true,
    message: text(reply.message),
    link: link && /^(\/(?!\/)|https?:\/\/)/.test(link) ? link : null,
    errors,
  };
}

/** "30 seconds", "a minute", "2 minutes": how long to wait, as a reader would say it. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

/**
 * The form under a post. Without JavaScript (and until the reader first uses it: it is an
 * island that loads on use) it is a plain form POST. Hydrated, it sends JSON and shows the
 * answer in place: the asker's private link once the question is taken, the server's reasons
 * beside the fields when it is refused, and when to try again when the site is busy. The
 * fields are the browser's own (uncontrolled), so what the reader typed before the island
 * hydrated is kept, and the text stays in them unless the question was taken.
 */
export function QuestionForm({
  action,
  steps,
  turnstileSiteKey,
  values,
  errors: initialErrors,
  notice: initialNotice,
}: QuestionFormProps) {
  const [errors, setErrors] = useState<QuestionErrors>(initialErrors);
  const [notice, setNotice] = useState<QuestionNotice | null>(initialNotice);
  const [sending, setSending] = useState(false);
  // After a 429 or 503 the button waits as long as the server asked (ms).
  const [waitFor, setWaitFor] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: QuestionField | "notice"; at: number } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const turnstileRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Turnstile; id: string } | null>(null);

  // The island hydrates only once the reader starts using the form: that is when Turnstile loads.
  useEffect(() => {
    const container = turnstileRef.current;
    if (!turnstileSiteKey || !container) return;
    let live = true;
    loadTurnstile().then(
      (api) => {
        if (!live) return;
        const id = api.render(container, { sitekey: turnstileSiteKey, action: "question" });
        if (id) widget.current = { api, id };
      },
      // Without Turnstile the question still goes, unverified: it waits for the author like every question.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [turnstileSiteKey]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "notice") noticeRef.current?.focus();
    else document.getElementById(fieldId(focusRequest.target))?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (waitFor === null) return;
    const timer = window.setTimeout(() => setWaitFor(null), waitFor);
    return () => window.clearTimeout(timer);
  }, [waitFor]);

  const refused = (text: string, fieldErrors: QuestionErrors = {}) => {
    setErrors(fieldErrors);
    setNotice({ kind: "error", text });
    setFocusRequest({ target: ORDER.find((field) => fieldErrors[field]) ?? "notice", at: Date.now() });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Everything in the form, so the hidden bot trap and Turnstile's token travel too.
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === "string") fields[key] = value;
    setSending(true);
    setNotice(null);
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(fields),
      });
      const reply = replyOf(await response.json().catch(() => null));
      const { message } = reply;
      if (response.ok && reply.ok) {
        const text = form.elements.namedItem(QUESTION_FIELDS.text);
        const step = form.elements.namedItem(QUESTION_FIELDS.step);
        if (text instanceof HTMLTextAreaElement) text.value = "";
        if (step instanceof HTMLSelectElement) step.value = "";
        setErrors({});
        setNotice({
          kind: "success",
          text: message ?? "Thank you: your question waits for the author's approval. Keep your private link:",
          ...(reply.link ? { link: reply.link } : {}),
        });
        setFocusRequest({ target: "notice", at: Date.now() });
      } else if (response.status === 429 || response.status === 503) {
        const seconds = retryAfterSeconds(response.headers.get("retry-after"));
        setWaitFor(seconds * 1000);
        refused(
          response.status === 429
            ? `You have sent several questions in a short time. Please wait ${waitText(seconds)}, then send it again. ${KEPT}`
            : `The site cannot take questions just now. ${KEPT} Please try again in ${waitText(seconds)}.`,
        );
      } else {
        refused(
          message ? `${message} ${KEPT}` : `Your question was not sent (error ${response.status}). ${KEPT} Please try again.`,
          reply.errors,
        );
      }
    } catch {
      refused(`We could not reach the site, so your question was not sent. ${KEPT} Please try again.`);
    } finally {
      setSending(false);
      // A Turnstile token is good for one try: the next send needs a fresh one.
      if (widget.current) widget.current.api.reset(widget.current.id);
    }
  };

  const describedBy = (field: QuestionField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: QuestionField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="question-form" method="post" action={action} onSubmit={onSubmit} aria-labelledby="ask-heading">
      <div ref={noticeRef} className="form-notice" role="status" aria-live="polite" tabIndex={-1}>
        {notice ? (
          <p className={`notice notice--${notice.kind}`}>
            {notice.text}
            {notice.link ? (
              <>
                {" "}
                <a className="question-private-link" href={notice.link}>
                  {notice.link}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={fieldId("name")}>Your name</label>
        <input
          id={fieldId("name")}
          name={QUESTION_FIELDS.name}
          type="text"
          autoComplete="name"
          required
          maxLength={QUESTION_LIMITS.name}
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name", "question-name-hint")}
        />
        <p id="question-name-hint" className="field-hint">
          Shown with your question.
        </p>
        {fieldError("name")}
      </div>
      {steps.length ? (
        <div className="field">
          <label htmlFor={fieldId("step")}>Which step? (optional)</label>
          <select
            id={fieldId("step")}
            name={QUESTION_FIELDS.step}
            defaultValue={values.step}
            aria-invalid={errors.step ? true : undefined}
            aria-describedby={describedBy("step")}
          >
            <option value="">The whole tutorial</option>
            {steps.map((step) => (
              <option key={step.id} value={step.id}>
                {step.title}
              </option>
            ))}
          </select>
          {fieldError("step")}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={fieldId("text")}>Your question</label>
        <textarea
          id={fieldId("text")}
          name={QUESTION_FIELDS.text}
          required
          rows={5}
          maxLength={QUESTION_LIMITS.text}
          defaultValue={values.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy("text", "question-text-hint")}
        />
        <p id="question-text-hint" className="field-hint">
          Plain text, up to {QUESTION_LIMITS.text.toLocaleString("en-GB")} characters and {QUESTION_LIMITS.links} links.
        </p>
        {fieldError("text")}
      </div>
      {/* A trap for bots: hidden from people and from assistive technology, never in the tab order. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="question-website">Leave this field empty</label>
        <input
          id="question-website"
          name={QUESTION_FIELDS.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {turnstileSiteKey ? <div ref={turnstileRef} className="cf-turnstile" data-sitekey={turnstileSiteKey} /> : null}
      <button className="button" type="submit" disabled={sending || waitFor !== null}>
        {sending ? "Sending…" : "Send question"}
      </button>
    </form>
  );
}
