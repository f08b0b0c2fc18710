import { cleanFileName } from '@portal/shared/uploads/file-name';

/** `inline` or `attachment` with an ASCII `filename` fallback and the exact (cleaned) name as RFC 5987 `filename*`. */
export const contentDisposition = (disposition: 'inline' | 'attachment', name: string): string => {
  const safe = cleanFileName(name, 'file');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
