import { TELUGU } from '@portal/shared/i18n/te/index';
import { TE_TABLE as TE_WIZARD_TEXTS } from '../features/application/lib/texts-te.ts';
import { webPack } from './web-pack.ts';

/** The Telugu chunk: loaded only when Telugu is chosen (languages/index.ts). */
export const PACK = webPack(TELUGU, { WIZARD_TEXTS: TE_WIZARD_TEXTS });
