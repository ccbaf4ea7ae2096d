import { readableDate } from "../data/dates";
import { QUESTIONS_SECTION_ID, type PublicQuestion, type QuestionFormState } from "../data/questions";
import { QuestionText } from "./QuestionText";

/**
 * The post's approved questions and their answers, with the notice after a plain form post.
 * A plain list for now: the page's own section, with its form and island, replaces it.
 */
export function QuestionsSection({ questions, form }: { questions: PublicQuestion[]; form: QuestionFormState | null }) {
  const notice = form?.notice;
  if (!questions.length && !notice) return null;
  return (
    <section className="container post-questions" id={QUESTIONS_SECTION_ID} aria-labelledby="questions-heading">
      <h2 id="questions-heading">Questions</h2>
      {notice ? (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
          {notice.text}
          {notice.link ? (
            <>
              {" "}
              <a href={notice.link}>{notice.link}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {questions.length ? (
        <ol className="question-list">
          {questions.map((question) => (
            <li key={question.id} id={`question-${question.id}`} className="question">
              <p className="question-meta">
                {question.name}
                {readableDate(question.createdAt) ? `, ${readableDate(question.createdAt)}` : ""}
                {question.step ? (
                  <>
                    {", about "}
                    <a href={`#${question.step.id}`}>{question.step.title}</a>
                  </>
                ) : null}
              </p>
              <div className="question-text">
                <QuestionText text={question.text} />
              </div>
              {question.answer ? (
                <div className="question-answer">
                  <p className="question-meta">Answer by {question.answer.by}</p>
                  <QuestionText text={question.answer.text} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
