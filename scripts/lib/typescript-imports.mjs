// Lets Node import the site's TypeScript modules as they are. Node 22 strips types itself,
// but the client and worker import each other without file extensions (Vite and wrangler
// resolve "./syntax" to "./syntax.ts"; Node does not), so this resolve hook retries a
// relative, extension-less import from a .ts file with ".ts". Such modules must keep to
// TypeScript that Node can strip (no enums, no constructor parameter properties).
// Import this module before the first dynamic import of such a module: a static import of
// it would come too late for the other static imports of the same file.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const retry =
        /** @type {{ code?: unknown }} */ (error)?.code === "ERR_MODULE_NOT_FOUND" &&
        /^\.{1,2}\/[^?#]*$/.test(specifier) &&
        !/\.[cm]?[jt]sx?$/.test(specifier) &&
        context.parentURL?.endsWith(".ts");
      if (!retry) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
