import { INVITATION_TTL_DAYS } from '../../review/staff-invitations.ts';
import type { TeamEmailTexts } from '../../texts/team-emails.ts';

/** The program team's emails in Marathi (texts/team-emails.ts). */
const ROLE = { applicant: 'अर्जदार', reviewer: 'परीक्षक', admin: 'प्रशासक' } as const;

export const MR_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName} मध्ये तपासणीसाठी तुम्हाला आमंत्रण`,
    text:
      `${inviter} तुम्हाला ${productName} च्या प्रोग्राम टीममध्ये ${ROLE[role]} म्हणून सामील होण्याचे आमंत्रण देत आहेत.\n\n` +
      `स्वीकारण्यासाठी ही लिंक उघडा. ती एकदाच, ${INVITATION_TTL_DAYS} दिवस चालेल; याच ईमेल पत्त्याने साइन अप (किंवा साइन इन) करा:\n\n${link}\n\n` +
      `— ${productName}\nतुम्हाला याची अपेक्षा नसल्यास या संदेशाकडे दुर्लक्ष करा; काहीही बदलणार नाही.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName} मधील तुमची भूमिका बदलली आहे`,
    text:
      role === 'applicant'
        ? `${productName} च्या एका प्रशासकाने तुम्हाला प्रोग्राम टीममधून काढले आहे: आता तुमच्याकडे कन्सोल नाही. तुमचे स्वतःचे अर्ज जसे होते तसेच राहतील.\n\n— ${productName}`
        : `${productName} च्या एका प्रशासकाने तुम्हाला प्रोग्राम टीममध्ये ${ROLE[role]} केले आहे. साइन इन करून कन्सोल उघडा:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName} मध्ये तपासणीसाठी ${count} अर्ज`,
    text: `“${stageName}” टप्प्यातील ${count} अर्ज आता तुम्हाला सोपवले आहेत. आधी हितसंबंधांच्या संघर्षाची माहिती द्या, मग गुण द्या. तुमची यादी:\n\n${queueLink}\n\n— ${productName}`,
  }),
};
