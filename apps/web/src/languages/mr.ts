import { MARATHI } from '@portal/shared/i18n/mr/index';
import { MR_TABLE as MR_WIZARD_TEXTS } from '../features/application/lib/texts-mr.ts';
import { webPack } from './web-pack.ts';

/** The Marathi chunk: loaded only when Marathi is chosen (languages/index.ts). */
export const PACK = webPack(MARATHI, { WIZARD_TEXTS: MR_WIZARD_TEXTS });
