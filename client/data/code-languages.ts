/**
 * The code languages, written once: the label readers and authors see, the grammar the
 * server highlights with (client/components/highlight.tsx), the file extensions a block
 * downloads with (client/data/code-files.ts), whether it is a program (which must name its
 * file) and whether the studio offers it. The names an author may type for a language
 * (`cpp`, `c++`, `ino`, ...) are aliases of one entry.
 */

/** A stored language name: lower-case letters, digits, `+`, `#` and `-`, at most 20. */
export const LANG_PATTERN = /^[a-z0-9+#-]{1,20}$/;

/** The highlight.js grammars the server loads (only what the tutorials use). */
export type Grammar = "arduino" | "c" | "python" | "bash" | "json" | "ini";

export interface CodeLanguage {
  /** The name the studio stores. */
  id: string;
  label: string;
  grammar: Grammar | null;
  /** The extension a block with no file name of its own downloads with, without the dot. */
  extension: string;
  /**
   * Every extension a file of this language may have: serial output stays .txt (or .csv,
   * .log), configuration keeps its own (.json, .ini, a systemd .service).
   */
  extensions: readonly string[];
  /**
   * Code a reader saves and runs (a sketch, a program, a script): it names its file, so the
   * download opens as it is. Output and configuration are not programs.
   */
  program: boolean;
  /** Other names that mean this language (Markdown fences, older posts). */
  aliases: readonly string[];
  /** Offered in the studio's language menu. */
  offered: boolean;
}

/** A C or C++ file: a sketch (.ino), a source file or a header. */
const C_FAMILY = ["ino", "cpp", "cc", "cxx", "c", "h", "hpp"] as const;

export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  {
    id: "arduino",
    label: "Arduino sketch",
    grammar: "arduino",
    extension: "ino",
    extensions: C_FAMILY,
    program: true,
    aliases: ["ino"],
    offered: true,
  },
  {
    id: "cpp",
    label: "C++",
    grammar: "arduino",
    extension: "cpp",
    extensions: C_FAMILY,
    program: true,
    aliases: ["c++", "cc", "cxx", "hpp"],
    offered: true,
  },
  { id: "c", label: "C", grammar: "c", extension: "c", extensions: ["c", "h"], program: true, aliases: ["h"], offered: true },
  {
    id: "python",
    label: "Python",
    grammar: "python",
    extension: "py",
    extensions: ["py"],
    program: true,
    aliases: ["py"],
    offered: true,
  },
  {
    id: "micropython",
    label: "MicroPython",
    grammar: "python",
    extension: "py",
    extensions: ["py"],
    program: true,
    aliases: [],
    offered: false,
  },
  {
    id: "bash",
    label: "Shell",
    grammar: "bash",
    extension: "sh",
    extensions: ["sh", "bash"],
    program: true,
    aliases: ["sh", "shell", "console"],
    offered: true,
  },
  {
    id: "json",
    label: "JSON",
    grammar: "json",
    extension: "json",
    extensions: ["json"],
    program: false,
    aliases: [],
    offered: true,
  },
  {
    id: "ini",
    label: "INI / config",
    grammar: "ini",
    extension: "ini",
    extensions: ["ini", "cfg", "conf", "service", "timer"],
    program: false,
    aliases: ["cfg", "conf"],
    offered: true,
  },
  {
    id: "toml",
    label: "TOML",
    grammar: "ini",
    extension: "toml",
    extensions: ["toml"],
    program: false,
    aliases: [],
    offered: false,
  },
  {
    id: "text",
    label: "Plain text",
    grammar: null,
    extension: "txt",
    extensions: ["txt", "csv", "log"],
    program: false,
    aliases: ["plaintext", "txt", "output"],
    offered: false,
  },
];

const BY_NAME = new Map(CODE_LANGUAGES.flatMap((language) => [language.id, ...language.aliases].map((name) => [name, language])));

/** The language a stored name means, or null for none or one the site does not know. */
export function codeLanguage(name: string | null | undefined): CodeLanguage | null {
  return name ? (BY_NAME.get(name.toLowerCase()) ?? null) : null;
}

/** The extension a block of this language downloads with ("txt" when unknown). */
export const extensionFor = (name: string | null | undefined): string => codeLanguage(name)?.extension ?? "txt";
