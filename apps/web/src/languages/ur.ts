import { URDU } from '@portal/shared/i18n/ur/index';
import { UR_TABLE as UR_WIZARD_TEXTS } from '../features/application/lib/texts-ur.ts';
import { webPack } from './web-pack.ts';

/** The Urdu chunk: loaded only when Urdu is chosen (languages/index.ts). */
export const PACK = webPack(URDU, { WIZARD_TEXTS: UR_WIZARD_TEXTS });
