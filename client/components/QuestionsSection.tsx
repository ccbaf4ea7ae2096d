import { privacyPolicyPage } from "../content/privacy-policy";
import { readableDate } from "../data/dates";
import { QUESTIONS_SECTION_ID, questionAnchor, type PublicQuestion, type QuestionFormProps } from "../data/questions";
import { Island } from "../hydration/Island";

/** When a question or an answer was written: a readable day, and the exact time for machines. */
function When({ iso }: { iso: string }) {
  const shown = readableDate(iso);
  return shown ? <time dateTime={iso}>{shown}</time> : null;
}

/**
 * A reader's text exactly as typed: React escapes it, so markup stays text, and an address
 * in it stays words, never a link; the stylesheet keeps its line breaks (white-space).
 */
function PlainText({ text }: { text: string }) {
  return <p className="question-text">{text}</p>;
}

function Question({ question }: { question: PublicQuestion }) {
  const { name, createdAt, step, text, answer } = question;
  return (
    <li className="question" id={questionAnchor(question.id)}>
      <p className="question-meta">
        {/* The spaces keep the parts apart for readers without CSS and in copied text. */}
        <span className="question-name">{name}</span> <When iso={createdAt} />
        {step ? (
          <>
            {" "}
            <span className="question-step">
              About: <a href={`#${step.id}`}>{step.title}</a>
            </span>
          </>
        ) : null}
      </p>
      <PlainText text={text} />
      {answer ? (
        <div className="question-answer">
          <p className="question-meta">
            <span className="question-answer-by">Answer from {answer.by}</span> <When iso={answer.at} />
          </p>
          <PlainText text={answer.text} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Under a published post: the approved questions with their answers, rendered on the server
 * as part of the cached page, then the form to ask one. The form is an island that waits for
 * the reader to start using it (client/hydration/registry.ts): until then it is a plain form
 * that posts without JavaScript, and the page carries none of its code.
 */
export function QuestionsSection({ questions, form }: { questions: PublicQuestion[]; form: QuestionFormProps }) {
  return (
    <section id={QUESTIONS_SECTION_ID} className="container post-questions" aria-labelledby="questions-heading">
      <h2 id="questions-heading">
        Questions <span className="questions-count">({questions.length})</span>
      </h2>
      {questions.length ? (
        <ol className="question-list">
          {questions.map((question) => (
            <Question key={question.id} question={question} />
          ))}
        </ol>
      ) : (
        <p className="questions-empty">
          No questions yet. Stuck on a step, or is something unclear? Ask the first question: the answer helps the next reader
          too.
        </p>
      )}
      <h3 id="ask-heading">Ask a question</h3>
      <p className="question-note">
        We do not ask for your e-mail address. Your name and question are shown here once the author has approved them, and you
        get a private link to see your question&apos;s state or delete it. See the{" "}
        <a href={privacyPolicyPage.path}>privacy policy</a>.
      </p>
      <Island name="QuestionForm" props={form} />
    </section>
  );
}
