import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console: గుర్తింపు లేని సమీక్ష, a review without the founder's identity. */
export const TE_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[గుర్తింపు లేని సమీక్ష కోసం దాచబడింది]',
  notice: 'గుర్తింపు లేని సమీక్ష: వ్యవస్థాపకుడి పేరు, ఈమెయిల్, ఫోన్, ఫైళ్ల పేర్లు, వాటి ప్రతి ప్రస్తావన దాచబడ్డాయి.',
  anotherApplication: 'మరో దరఖాస్తు',
};
