import { KANNADA } from '@portal/shared/i18n/kn/index';
import { KN_TABLE as KN_WIZARD_TEXTS } from '../features/application/lib/texts-kn.ts';
import { webPack } from './web-pack.ts';

/** The Kannada chunk: loaded only when Kannada is chosen (languages/index.ts). */
export const PACK = webPack(KANNADA, { WIZARD_TEXTS: KN_WIZARD_TEXTS });
