import { describe, expect, it } from "vitest";
import {
  authorOfPostPath,
  CLAIMS_ACCOUNT,
  isClaimPath,
  isListDocumentId,
  listDocumentId,
  paths,
} from "../../worker/firestore/paths";

describe("Firestore document paths", () => {
  it("keep posts where the spec puts them: admin-posts/{uid}/posts/{id}", () => {
    expect(paths.account("author-a")).toBe("admin-posts/author-a");
    expect(paths.posts("author-a")).toBe("admin-posts/author-a/posts");
    expect(paths.post("author-a", "blink")).toBe("admin-posts/author-a/posts/blink");
  });

  it("keep a project list as list-{address} among the list admin's posts", () => {
    expect(paths.list("lists-admin", "esp32-projects")).toBe("admin-posts/lists-admin/posts/list-esp32-projects");
    expect(listDocumentId("esp32-projects")).toBe("list-esp32-projects");
    expect(isListDocumentId(listDocumentId("esp32-projects"))).toBe(true);
    expect(isListDocumentId("blink")).toBe(false);
  });

  it("keep revisions below their post, and the trash and the claims beside the posts", () => {
    const post = paths.post("author-a", "abc123");
    expect(paths.revisions(post)).toBe("admin-posts/author-a/posts/abc123/revisions");
    expect(paths.revision(post, "v17")).toBe("admin-posts/author-a/posts/abc123/revisions/v17");
    expect(paths.trash("author-a")).toBe("admin-posts/author-a/trash");
    expect(paths.trashed("author-a", "abc123")).toBe("admin-posts/author-a/trash/abc123");
    expect(paths.claims).toBe(`admin-posts/${CLAIMS_ACCOUNT}`);
    expect(paths.claim("blink")).toBe("admin-posts/_claims/posts/blink");
    expect(paths.contactMessage("f00d")).toBe("contact-messages/f00d");
    expect(paths.previewLink("ab12")).toBe("previewLinks/ab12");
  });

  it("tell a claim from a post, and a post's author from its path", () => {
    expect(isClaimPath(paths.claim("blink"))).toBe(true);
    expect(isClaimPath(paths.post("author-a", "blink"))).toBe(false);
    expect(authorOfPostPath(paths.post("author-a", "blink"))).toBe("author-a");
    expect(authorOfPostPath(paths.revision(paths.post("author-a", "blink"), "v1"))).toBeNull();
    expect(authorOfPostPath(paths.trashed("author-a", "blink"))).toBeNull();
    expect(authorOfPostPath("other-root/author-a/posts/blink")).toBeNull();
  });
});
