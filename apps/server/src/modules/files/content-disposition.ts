/** Control characters, quotes, backslashes and path separators never reach a header or a saved file name. */
const isUnsafe = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || char === '"' || char === '\\' || char === '/';
};

/** A display name safe to store and to offer as a download name. */
export const sanitizeFileName = (name: string, fallback: string): string => {
  const replaced = Array.from(name.normalize('NFC'), (c) => (isUnsafe(c) ? '_' : c)).join('');
  const cleaned = Array.from(replaced.replace(/^[\s.]+|\s+$/g, '')).slice(0, 200).join('');
  return cleaned || fallback;
};

/** `inline` or `attachment` with an ASCII `filename` fallback and the exact name as RFC 5987 `filename*`. */
export const contentDisposition = (disposition: 'inline' | 'attachment', name: string): string => {
  const safe = sanitizeFileName(name, 'file');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
