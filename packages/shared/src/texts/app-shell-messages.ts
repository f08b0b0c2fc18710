/**
 * Texts of the installable app shell: the offline banner on signed-in pages and the prompt that
 * offers a new deployment. Kept apart from MESSAGES so every page, the sign-in page included, can carry them.
 */
export const APP_SHELL_MESSAGES = {
  OFFLINE: "You're offline: changes stay on this phone and are sent when you're back online",
  /** The phone has a network but the portal's server does not answer (a dropped or captive link). */
  UNREACHABLE: "Can't reach the portal: changes stay on this phone and are sent when the connection is back",
  /** The phone refused to keep changes not sent yet (its storage full): they are sent from the open page. */
  OFFLINE_IN_PAGE: "You're offline: changes are sent from this page when you're back online",
  UNREACHABLE_IN_PAGE: "Can't reach the portal: changes are sent from this page when the connection is back",
  /** On a page whose actions are sent at once, never kept to send later (the account's security and data rights). */
  OFFLINE_NOT_KEPT: "You're offline: what needs a connection on this page is turned off until you're back online",
  UNREACHABLE_NOT_KEPT: "Can't reach the portal: what needs a connection on this page is turned off until it is back",
  /** Beside a control turned off while offline: why it is off. */
  NEEDS_CONNECTION: "Needs a connection: turned off while you're offline, nothing is lost.",
  /**
   * A language chosen while its texts cannot be fetched (offline before the phone has stored the portal): the page
   * stays in its language until the connection is back. `language` is the chosen one's name in its own script.
   */
  /** A chosen language's texts still on their way (a slow link): the page switches when they arrive. */
  languageLoading: (language: string) => `Loading ${language}…`,
  languageWaits: (language: string) =>
    `${language} needs a connection to load: this page switches to it as soon as you're back online.`,
  UPDATE_AVAILABLE: 'Update available',
  UPDATE_HINT: 'A new version of the portal is ready.',
  UPDATE_RELOAD: 'Reload',
} as const;
