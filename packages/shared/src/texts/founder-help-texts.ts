/** Founder-facing help and phone-layout texts of the wizard and dashboard (help copy, apart from the form's fixed messages). */
export const FOUNDER_HELP_TEXTS = {
  dpiit:
    'DPIIT certification is the Startup India recognition from the Department for Promotion of Industry and Internal Trade. Answer Yes only if your company has its certificate number.',
  funding: {
    equityFunding: 'Money invested in return for shares of your company (angels, VCs, friends and family).',
    debtFunding: 'Loans you must repay, with or without interest (bank loans, NBFCs, venture debt).',
    grantFunding: 'Money you never repay and that takes no shares (government schemes, foundations, competitions).',
  },
  amountReads: (grouped: string, words: string) => `Reads as ${grouped} (${words})`,
  stepHasError: 'Needs attention',
  showSummary: 'Show summary',
  hideSummary: 'Hide summary',
  viewApplication: 'View your application',
  verificationSent: (email: string) =>
    `We have sent a verification email to ${email}. Open the link in it to verify your address.`,
} as const;
