/** Longest display name kept for a stored file, in characters. */
export const FILE_NAME_MAX = 200;

/**
 * Bidirectional formatting characters (LRE…RLO, LRI…PDI, LRM/RLM, ALM): invisible, they reorder what follows, so
 * `invoice\u202Efdp.exe` reads as "invoiceexe.pdf". Removed from names.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** Control characters (C0, DEL, C1), quotes, backslashes and path separators: replaced, never stored or sent. */
const isUnsafe = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '"' || char === '\\' || char === '/';
};

/**
 * A file's display name, safe to store, show and offer as a download name: bidi controls removed, control and
 * path characters replaced by `_`, no leading dots or spaces, at most FILE_NAME_MAX characters; `fallback` when
 * nothing is left. Used when an upload starts and again wherever a stored name leaves the server.
 */
export const cleanFileName = (name: string, fallback: string): string => {
  const visible = name.normalize('NFC').replace(BIDI_CONTROLS, '');
  const replaced = Array.from(visible, (c) => (isUnsafe(c) ? '_' : c)).join('');
  const trimmed = Array.from(replaced.replace(/^[\s.]+|\s+$/g, ''))
    .slice(0, FILE_NAME_MAX)
    .join('');
  return trimmed || fallback;
};
