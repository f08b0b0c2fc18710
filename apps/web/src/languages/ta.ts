import { TAMIL } from '@portal/shared/i18n/ta/index';
import { TA_TABLE as TA_WIZARD_TEXTS } from '../features/application/lib/texts-ta.ts';
import { webPack } from './web-pack.ts';

/** The Tamil chunk: loaded only when Tamil is chosen (languages/index.ts). */
export const PACK = webPack(TAMIL, { WIZARD_TEXTS: TA_WIZARD_TEXTS });
