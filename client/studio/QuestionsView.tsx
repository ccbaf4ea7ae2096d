import { useEffect, useRef, useState } from "react";
import { QUESTION_LIMITS, QUESTION_STATES, questionAnchor, type QuestionState } from "../data/questions";
import { useAnnounce } from "./announce";
import { problemOf, type StudioApi } from "./api";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import type { ModerationAction, QuestionCounts, StudioQuestion } from "../data/questions";
import { dateTimeText } from "./times";
import { useLoaded } from "./useLoaded";

const STATE_LABELS: Record<QuestionState, string> = { waiting: "Waiting", published: "Published", spam: "Spam" };
const EMPTY: Record<QuestionState, string> = {
  waiting: "No questions are waiting for you.",
  published: "No questions are published on your posts yet.",
  spam: "Nothing is marked as spam.",
};

/** What each action did, for the author to hear. */
const DONE: Record<ModerationAction, (name: string) => string> = {
  approve: (name) => `The question from ${name} is approved and on the page now.`,
  answer: (name) => `Your answer to ${name} is saved.`,
  edit: (name) => `The text of the question from ${name} is saved.`,
  spam: (name) => `The question from ${name} is marked as spam.`,
  delete: (name) => `The question from ${name} is deleted.`,
};

/** An action that moves the question to another list (or out of all of them). */
const LEAVES: Record<ModerationAction, boolean> = { approve: true, spam: true, delete: true, answer: false, edit: false };

type Editing = { id: string; action: "answer" | "edit"; text: string };

const cardId = (question: StudioQuestion) => `studio-question-${question.id}`;

/** The question's place on the post's page, when it is shown there; the post itself otherwise. */
const pageLink = (question: StudioQuestion) =>
  question.state === "published" ? `/${question.slug}#${questionAnchor(question.id)}` : `/${question.slug}`;

/**
 * Readers' questions on the author's posts, one list per state (waiting, published, spam):
 * each with its post, step and text, and the author's choices: approve, answer, edit the
 * reader's text (only to remove personal data), mark as spam, delete (asked first).
 */
export function QuestionsView({ api, onCounts }: { api: StudioApi; onCounts: (counts: QuestionCounts) => void }) {
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<QuestionState>("waiting");
  const { loaded, reload, update } = useLoaded(state, (key) => api.questions(key as QuestionState));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (loaded.state === "ready") onCounts(loaded.value.counts);
  }, [loaded, onCounts]);

  const show = (next: QuestionState) => {
    setState(next);
    setEditing(null);
    setConfirming(null);
    setProblem(null);
  };

  const act = async (question: StudioQuestion, action: ModerationAction, text?: string) => {
    if (loaded.state !== "ready") return;
    const list = loaded.value.questions;
    const next = list[list.indexOf(question) + 1] ?? list[list.indexOf(question) - 1];
    setBusy(question.id);
    setProblem(null);
    try {
      await api.moderateQuestion(question.id, action, text);
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem({ id: question.id, text: `That did not happen. ${message}` });
      setBusy(null);
      return;
    }
    setEditing(null);
    setConfirming(null);
    announce(DONE[action](question.name || "a reader"));
    // The server's list and counts as they are now (an answer may publish the question, too).
    try {
      const fresh = await api.questions(state);
      update(() => fresh);
    } catch {
      if (LEAVES[action]) update((value) => ({ ...value, questions: value.questions.filter((item) => item.id !== question.id) }));
    }
    setBusy(null);
    if (LEAVES[action]) focusSoon(...(next ? [cardId(next)] : []), "questions-view-title");
    else focusSoon(cardId(question));
  };

  const counts = loaded.state === "ready" ? loaded.value.counts : null;

  return (
    <section className="studio-view" aria-labelledby="questions-view-title">
      <h2 id="questions-view-title" ref={heading} tabIndex={-1}>
        Readers&apos; questions
      </h2>
      <p className="studio-muted">
        Nothing a reader asks is shown before you approve it. Approving or answering puts it on the post&apos;s page at once.
      </p>
      <div className="studio-actions" role="group" aria-label="Which questions to show">
        {QUESTION_STATES.map((each) => (
          <button key={each} type="button" className="studio-tab" aria-pressed={state === each} onClick={() => show(each)}>
            {STATE_LABELS[each]}
            {counts ? ` (${counts[each]})` : ""}
          </button>
        ))}
      </div>
      {loaded.state === "loading" ? <p role="status">Loading the questions…</p> : null}
      {loaded.state === "failed" ? (
        <div role="alert">
          <p className="notice notice--error">The questions could not be loaded. {loaded.message}</p>
          <button type="button" className="studio-button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {loaded.state === "ready" && loaded.value.questions.length === 0 ? <p>{EMPTY[state]}</p> : null}
      {loaded.state === "ready" && loaded.value.questions.length > 0 ? (
        <ol className="studio-questions">
          {loaded.value.questions.map((question) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                busy={busy === question.id}
                locked={busy !== null}
                problem={problem?.id === question.id ? problem.text : null}
                editing={editing?.id === question.id ? editing : null}
                confirming={confirming === question.id}
                onEdit={(action) => {
                  const text = action === "answer" ? (question.answer?.text ?? "") : question.text;
                  setEditing({ id: question.id, action, text });
                  setConfirming(null);
                  setProblem(null);
                  focusSoon(`${cardId(question)}-editor`);
                }}
                onEditing={(text) => setEditing((current) => (current ? { ...current, text } : current))}
                onCancelEdit={() => {
                  setEditing(null);
                  focusSoon(`${cardId(question)}-${editing?.action ?? "answer"}`);
                }}
                onConfirmDelete={() => {
                  setConfirming(question.id);
                  setEditing(null);
                  focusSoon(`${cardId(question)}-delete-yes`);
                }}
                onCancelDelete={() => setConfirming(null)}
                onAct={(action, text) => void act(question, action, text)}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function QuestionCard(props: {
  question: StudioQuestion;
  busy: boolean;
  locked: boolean;
  problem: string | null;
  editing: Editing | null;
  confirming: boolean;
  onEdit: (action: "answer" | "edit") => void;
  onEditing: (text: string) => void;
  onCancelEdit: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onAct: (action: ModerationAction, text?: string) => void;
}) {
  const { question, busy, locked, problem, editing, confirming, onAct } = props;
  const id = cardId(question);
  const name = question.name || "a reader";
  const button = (action: ModerationAction, label: string, danger = false) => (
    <button
      type="button"
      id={`${id}-${action}`}
      className={`studio-button studio-button--small${danger ? " studio-button--danger" : ""}`}
      disabled={locked}
      onClick={() => {
        if (action === "answer" || action === "edit") props.onEdit(action);
        else if (action === "delete") props.onConfirmDelete();
        else onAct(action);
      }}
    >
      {label}
      <span className="visually-hidden">: question from {name}</span>
    </button>
  );

  return (
    <article id={id} className="studio-question" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        From {name} on <span className="studio-question-post">/{question.slug}</span>
      </h3>
      <p className="studio-question-meta">
        <time dateTime={question.createdAt}>{dateTimeText(question.createdAt)}</time>
        {question.step ? <span>About: {question.step.title}</span> : null}
        <a href={pageLink(question)}>{question.state === "published" ? "See it on the page" : "Open the post"}</a>
      </p>
      <p className="studio-question-text">{question.text}</p>
      {question.answer ? (
        <div className="studio-question-answer">
          <p className="studio-question-meta">
            Answer from {question.answer.by || "you"}
            {question.answer.at ? <time dateTime={question.answer.at}>{dateTimeText(question.answer.at)}</time> : null}
          </p>
          <p className="studio-question-text">{question.answer.text}</p>
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {editing ? (
        <form
          className="studio-question-editor"
          onSubmit={(event) => {
            event.preventDefault();
            onAct(editing.action, editing.text);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-editor`}>
              {editing.action === "answer" ? `Your answer to ${name}` : `The question's text`}
            </label>
            <textarea
              id={`${id}-editor`}
              rows={editing.action === "answer" ? 6 : 4}
              required
              maxLength={editing.action === "answer" ? QUESTION_LIMITS.answer : QUESTION_LIMITS.text}
              value={editing.text}
              aria-describedby={`${id}-editor-hint`}
              onChange={(event) => props.onEditing(event.target.value)}
            />
            <p id={`${id}-editor-hint`} className="field-hint">
              {editing.action === "answer"
                ? "Shown under the question as yours, in plain text."
                : "Change a reader's words only to remove personal data: an e-mail address, a phone number, a full name."}
            </p>
          </div>
          <div className="studio-actions">
            <button type="submit" className="button" disabled={busy || !editing.text.trim()}>
              {busy ? "Saving…" : editing.action === "answer" ? "Save the answer" : "Save the text"}
            </button>
            <button type="button" className="studio-button" disabled={busy} onClick={props.onCancelEdit}>
              Cancel
            </button>
          </div>
        </form>
      ) : confirming ? (
        <ConfirmBox
          id={`${id}-delete`}
          question={`Delete the question from ${name} for good? It cannot be brought back.`}
          confirm={busy ? "Deleting…" : "Delete"}
          cancel="Keep it"
          onConfirm={() => onAct("delete")}
          onCancel={props.onCancelDelete}
          returnFocusTo={`${id}-delete`}
        />
      ) : (
        <div className="studio-actions">
          {question.state !== "published" ? button("approve", question.state === "spam" ? "Not spam: approve" : "Approve") : null}
          {question.state !== "spam" ? button("answer", question.answer ? "Change the answer" : "Answer") : null}
          {question.state !== "spam" ? button("edit", "Edit the text") : null}
          {question.state !== "spam" ? button("spam", "Spam", true) : null}
          {button("delete", "Delete", true)}
        </div>
      )}
    </article>
  );
}
