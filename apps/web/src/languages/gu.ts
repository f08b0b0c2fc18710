import { GUJARATI } from '@portal/shared/i18n/gu/index';
import { GU_TABLE as GU_WIZARD_TEXTS } from '../features/application/lib/texts-gu.ts';
import { webPack } from './web-pack.ts';

/** The Gujarati chunk: loaded only when Gujarati is chosen (languages/index.ts). */
export const PACK = webPack(GUJARATI, { WIZARD_TEXTS: GU_WIZARD_TEXTS });
