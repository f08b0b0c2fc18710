import { INVITATION_TTL_DAYS } from '../../review/staff-invitations.ts';
import type { TeamEmailTexts } from '../../texts/team-emails.ts';

/** The program team's emails in Gujarati (texts/team-emails.ts). */
const ROLE = { applicant: 'અરજદાર', reviewer: 'ચકાસનાર', admin: 'સંચાલક' } as const;

export const GU_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName} માં ચકાસણી માટે તમને આમંત્રણ`,
    text:
      `${inviter} તમને ${productName} ની પ્રોગ્રામ ટીમમાં ${ROLE[role]} તરીકે જોડાવાનું આમંત્રણ આપે છે.\n\n` +
      `સ્વીકારવા માટે આ લિંક ખોલો. તે એક જ વાર, ${INVITATION_TTL_DAYS} દિવસ સુધી ચાલશે; આ જ ઈમેલ સરનામાથી સાઇન અપ (અથવા સાઇન ઇન) કરો:\n\n${link}\n\n` +
      `— ${productName}\nજો તમને આની અપેક્ષા ન હોય, તો આ સંદેશ અવગણો; કશું બદલાશે નહીં.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName} માં તમારી ભૂમિકા બદલાઈ છે`,
    text:
      role === 'applicant'
        ? `${productName} ના એક સંચાલકે તમને પ્રોગ્રામ ટીમમાંથી દૂર કર્યા છે: હવે તમારી પાસે કન્સોલ નથી. તમારી પોતાની અરજીઓ જેવી હતી તેવી જ રહેશે.\n\n— ${productName}`
        : `${productName} ના એક સંચાલકે તમને પ્રોગ્રામ ટીમમાં ${ROLE[role]} બનાવ્યા છે. સાઇન ઇન કરીને કન્સોલ ખોલો:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName} માં ચકાસણી માટે ${count} અરજીઓ`,
    text: `“${stageName}” તબક્કાની ${count} અરજીઓ હવે તમને સોંપવામાં આવી છે. પહેલાં હિતોના ટકરાવ વિશે જણાવો, પછી ગુણ આપો. તમારી યાદી:\n\n${queueLink}\n\n— ${productName}`,
  }),
};
