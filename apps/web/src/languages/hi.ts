import { HINDI } from '@portal/shared/i18n/hi/index';
import { HI_TABLE as HI_WIZARD_TEXTS } from '../features/application/lib/texts-hi.ts';
import { webPack } from './web-pack.ts';

/** The Hindi chunk: loaded only when Hindi is chosen (languages/index.ts). */
export const PACK = webPack(HINDI, { WIZARD_TEXTS: HI_WIZARD_TEXTS });
