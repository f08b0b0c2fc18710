/**
 * The classes of Mantine's InlineInput, the frame of a checkbox or radio and its label (styled by InlineInput.css in
 * app/styles/consent-checkbox.css and signed-in.css).
 */
export const INLINE_INPUT_CLASSES = {
  root: 'm_5f75b09e',
  body: 'm_5f6e695e',
  labelWrapper: 'm_d3ea56bb',
  label: 'm_8ee546b8',
} as const;
