/** The Origin Private File System folder where a converted pitch waits until the server has stored it. */
export const KEPT_VIDEO_FOLDER = 'pitch-video';

export const keptVideoDirectory = async (): Promise<FileSystemDirectoryHandle> =>
  (await navigator.storage.getDirectory()).getDirectoryHandle(KEPT_VIDEO_FOLDER, { create: true });
