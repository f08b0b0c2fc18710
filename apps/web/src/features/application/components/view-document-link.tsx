import type { CSSProperties } from 'react';
import { Anchor } from '@mantine/core';
import { WIZARD_TEXTS } from '../lib/texts.ts';

/** A standalone link on a phone: 44 px high, so a thumb finds it (the text alone was 16–25 px). */
const TAP_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: 44 };

/** "View document": opens an uploaded file in a new tab. */
export const ViewDocumentLink = ({ url }: { url: string }) => (
  <Anchor href={url} target="_blank" rel="noopener" style={TAP_STYLE}>
    {WIZARD_TEXTS.viewDocument}
  </Anchor>
);
