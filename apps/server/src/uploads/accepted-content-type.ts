import { UPLOAD_KINDS, type UploadKind } from '@portal/shared/uploads/files';

/** file-type's names for types our kinds list under their browser names. */
const SNIFFED_ALIASES: Record<string, string> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/avi': 'video/x-msvideo',
  'video/x-m4v': 'video/mp4',
};
const LEGACY_POWERPOINT = 'application/vnd.ms-powerpoint';
/** Legacy Office files are all Compound File Binary; only the name tells a .ppt from a .doc or .xls. */
const COMPOUND_FILE = 'application/x-cfb';

/** The media type to store for sniffed content, or null when the kind does not accept it. */
export const acceptedContentType = (kind: UploadKind, sniffedMime: string | undefined, fileName: string): string | null => {
  if (!sniffedMime) return null;
  let mime = SNIFFED_ALIASES[sniffedMime] ?? sniffedMime;
  if (mime === COMPOUND_FILE && fileName.toLowerCase().endsWith('.ppt')) mime = LEGACY_POWERPOINT;
  return (UPLOAD_KINDS[kind].mimeTypes as readonly string[]).includes(mime) ? mime : null;
};
