/**
 * `slugs/{slug}`: the document that gives an address to one author's post (written by the
 * studio in the same commit as the post) and, after a rename, says where the post went.
 */
export const claimPath = (slug: string) => `slugs/${slug}`;
