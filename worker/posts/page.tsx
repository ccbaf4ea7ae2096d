import type { Context } from "hono";
import { pageTrail } from "../../client/data/breadcrumbs";
import type { Post } from "../../client/data/post";
import { postPath } from "../../client/data/post-summary";
import {
  emptyQuestion,
  questionsPath,
  STEP_CHOICES,
  type QuestionFormProps,
  type QuestionFormState,
} from "../../client/data/questions";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { publicQuestions } from "../questions/public";
import { postContext } from "./context";
import { postHead, postTitle } from "./head";

export interface PostPageOptions {
  /** The version of the post's own data: the page is kept finished for this address (a reader's GET). */
  version?: string;
  /** The address the page answers at, for its canonical fallback; the post's own by default. */
  path?: string;
  /**
   * The questions form after a plain form post (the reader's text and messages, or the private
   * link): a page for that reader only, never kept, cached or indexed.
   */
  form?: QuestionFormState;
}

/** The post's question form: empty, or as a plain form post left it (the reader's text, messages, the private link). */
const askForm = (c: Context<AppEnv>, post: Post, form: QuestionFormState | undefined): QuestionFormProps => ({
  action: questionsPath(post.slug),
  steps: post.toc.slice(0, STEP_CHOICES).map((entry) => ({ id: entry.id, title: entry.text })),
  turnstileSiteKey: c.var.config.turnstile?.siteKey ?? null,
  values: form?.values ?? emptyQuestion,
  errors: form?.errors ?? {},
  notice: form?.notice ?? null,
});

/**
 * A published post's page: its neighbours and its published questions are read alongside (each
 * optional: the page is drawn without them when the read model fails), then rendered.
 */
export async function renderPostPage(c: Context<AppEnv>, post: Post, options: PostPageOptions = {}) {
  const { site } = c.var.config;
  const [neighbours, questions] = await Promise.all([c.var.content.neighbours(post), c.var.content.questions(post)]);
  const context = postContext(post, neighbours?.value ?? null, site.name);
  const title = postTitle(post);
  const shown = publicQuestions(post, questions?.value ?? []);
  const head = postHead(post, site, options.path ?? postPath(post.slug), context.author, shown);
  const page = (
    <PostPage post={post} title={title} context={context} questions={shown} askForm={askForm(c, post, options.form)} />
  );
  const breadcrumbs = pageTrail(title, postPath(post.slug));
  if (options.form || options.version === undefined) {
    c.header("cache-control", "private, no-store");
    c.header("x-robots-tag", "noindex");
    // The address may hold the asker's token (?asked=): it is not passed on with the page's links.
    c.header("referrer-policy", "no-referrer");
    return c.render(page, { head: { ...head, robots: "noindex, nofollow" }, breadcrumbs });
  }
  return c.render(page, {
    head,
    breadcrumbs,
    version: `${options.version}|${neighbours?.version ?? "no-neighbours"}|${questions?.version ?? "no-questions"}`,
  });
}
