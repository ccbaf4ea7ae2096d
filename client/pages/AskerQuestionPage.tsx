import { QuestionText } from "../components/QuestionText";
import { readableDate } from "../data/dates";
import { postPath } from "../data/post-summary";
import { askerStatus, type QuestionState } from "../data/questions";

export interface AskerQuestionProps {
  question: {
    name: string;
    text: string;
    /** The words of the heading the question is about. */
    step: string | null;
    state: QuestionState;
    createdAt: string;
    answer: { text: string; by: string; at: string } | null;
  };
  /** The post it is on; null when readers cannot see that post now. */
  post: { slug: string; title: string } | null;
  /** Where "Delete my question" posts. */
  deleteAction: string;
}

/** The asker's private page: their question, where it stands, the answer, and a way to delete it. */
export function AskerQuestionPage({ question, post, deleteAction }: AskerQuestionProps) {
  const asked = readableDate(question.createdAt);
  return (
    <div className="container prose asker-question">
      <header className="page-intro">
        <h1>Your question</h1>
        <p className="lead">
          {post ? (
            <>
              On <a href={postPath(post.slug)}>{post.title}</a>
            </>
          ) : (
            "On a post that readers cannot see at the moment"
          )}
          {asked ? `, asked on ${asked}` : ""} by {question.name}.
        </p>
        <p>
          <strong>State:</strong> {askerStatus(question.state, question.answer !== null)}.
        </p>
      </header>
      <section aria-labelledby="asker-question-heading">
        <h2 id="asker-question-heading">What you asked</h2>
        {question.step ? <p>About the step “{question.step}”.</p> : null}
        <blockquote className="asker-question-text">
          <QuestionText text={question.text} />
        </blockquote>
      </section>
      {question.answer ? (
        <section aria-labelledby="asker-answer-heading">
          <h2 id="asker-answer-heading">The answer</h2>
          <p>
            By {question.answer.by}
            {readableDate(question.answer.at) ? `, ${readableDate(question.answer.at)}` : ""}:
          </p>
          <blockquote className="asker-question-text">
            <QuestionText text={question.answer.text} />
          </blockquote>
        </section>
      ) : null}
      <section aria-labelledby="asker-delete-heading">
        <h2 id="asker-delete-heading">Delete it</h2>
        <p>Deleting removes your question, and any answer to it, for good. Nobody can bring it back.</p>
        <form method="post" action={deleteAction}>
          <button className="button" type="submit">
            Delete my question
          </button>
        </form>
      </section>
      <p>Keep this page's address to yourself: anyone who has it can read and delete your question.</p>
    </div>
  );
}

/** After the asker deleted their question. */
export function QuestionDeletedPage() {
  return (
    <div className="container prose">
      <header className="page-intro">
        <h1>Your question has been deleted</h1>
        <p className="lead">It is gone for good, with any answer it had, and no longer appears on the post.</p>
      </header>
      <p>
        <a className="button" href="/">
          Go to Home
        </a>
      </p>
    </div>
  );
}
