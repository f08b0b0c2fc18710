import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console. "Blind review" is ઓળખ વગરની ચકાસણી: a review without the founder's identity. */
export const GU_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[ઓળખ વગરની ચકાસણી માટે રોક્યું]',
  notice: 'ઓળખ વગરની ચકાસણી: સ્થાપકનું નામ, ઈમેલ, ફોન અને ફાઇલોનાં નામ રોકવામાં આવ્યાં છે, અને તેમનો દરેક ઉલ્લેખ પણ.',
  anotherApplication: 'બીજી એક અરજી',
};
