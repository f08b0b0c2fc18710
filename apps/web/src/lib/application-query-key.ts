/** The founder's current application in the query cache: the wizard reads it, the dashboard refreshes it after starting a new one. */
export const MY_APPLICATION_KEY = ['my-application'] as const;
