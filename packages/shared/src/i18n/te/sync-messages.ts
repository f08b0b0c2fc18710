import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const TE_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'భద్రపరచబడింది',
  SAVING: 'భద్రపరుస్తోంది…',
  NOT_SENT: 'ఇంకా పంపలేదు: ఇంటర్నెట్ రాగానే పంపబడుతుంది',
  DRAFT: 'చిత్తుప్రతి ఈ ఫోన్‌లో ఉంది — ఇంకా పంపలేదు',
  DRAFT_IN_PAGE: 'ఈ పేజీలో మాత్రమే రాసి ఉంది — ఇంకా పంపలేదు',
  couldNotSave: (reason) => `భద్రపరచలేకపోయాము: ${reason}`,
  STEP_UNSENT: 'మార్పులు ఇంకా పంపలేదు',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} దశలు ఇంకా పంపలేదు`,
  ANSWER_NOT_KEPT: 'మీరు జవాబిచ్చిన ఒక ప్రశ్నను ప్రోగ్రామ్ బృందం తొలగించింది, కాబట్టి ఆ జవాబు ఉంచబడలేదు. మిగతావన్నీ సేవ్ అయ్యాయి.',
  ANSWER_NO_LONGER_FITS:
    'మీరు జవాబిచ్చిన ఒక ప్రశ్నను ప్రోగ్రామ్ బృందం మార్చింది, మీ జవాబు ఇప్పుడు దానికి సరిపోదు, కాబట్టి అది ఉంచబడలేదు. దయచేసి మళ్ళీ జవాబివ్వండి. మిగతావన్నీ సేవ్ అయ్యాయి.',
  SUBMIT_QUEUED: 'ఇంటర్నెట్ లేదు. మీ దరఖాస్తు పూర్తిగా ఉంది, ఈ ఫోన్‌లో భద్రపరచబడింది; ఇంటర్నెట్ రాగానే సమర్పించబడుతుంది.',
  NOT_KEPT_ON_PHONE: 'మీ మార్పులను ఉంచడానికి ఈ ఫోన్‌లో స్థలం లేదు. అవి పంపబడే వరకు ఈ పేజీని తెరిచే ఉంచండి: ఇంటర్నెట్ రాగానే అవి పంపబడతాయి.',
  UPLOAD_OFFLINE_HEADING: 'ఇంటర్నెట్ లేదు',
  UPLOAD_WAITING: 'కనెక్షన్ కోసం ఎదురుచూస్తోంది…',
  UPLOAD_WAITING_HINT: 'ఇంటర్నెట్ తిరిగి రాగానే అప్‌లోడ్ దానంతట అదే కొనసాగుతుంది.',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% పంపబడింది. కొనసాగించడానికి అదే ఫైల్‌ను మళ్లీ ఎంచుకోండి`,
  uploadUnfinished: (fileName) => `${fileName}: పూర్తి కాలేదు. కొనసాగించడానికి అదే ఫైల్‌ను మళ్లీ ఎంచుకోండి`,
  CHOOSE_VIDEO_TOUCH: 'వీడియో రికార్డ్ చేయడానికి లేదా ఎంచుకోవడానికి తాకండి',
  CHOOSE_DOCUMENT_TOUCH: 'ఫైల్ ఎంచుకోవడానికి తాకండి',
  RECORD_VIDEO: 'వీడియో రికార్డ్ చేయండి',
};
