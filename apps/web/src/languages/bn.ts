import { BENGALI } from '@portal/shared/i18n/bn/index';
import { BN_TABLE as BN_WIZARD_TEXTS } from '../features/application/lib/texts-bn.ts';
import { webPack } from './web-pack.ts';

/** The Bengali chunk: loaded only when Bengali is chosen (languages/index.ts). */
export const PACK = webPack(BENGALI, { WIZARD_TEXTS: BN_WIZARD_TEXTS });
