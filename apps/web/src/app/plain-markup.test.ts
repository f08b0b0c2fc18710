import { createElement as h, type FunctionComponent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  List,
  MantineProvider,
  PasswordInput,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { PlainActionIcon, PlainButton } from '../components/plain-button.tsx';
import {
  cardLook,
  containerLook,
  DIMMED,
  groupLook,
  paperLook,
  stackLook,
  textLook,
  titleLook,
  withStyle,
} from '../components/mantine-look.ts';
import { PlainCheckbox } from '../components/fields/plain-checkbox.tsx';
import { PlainList } from '../components/plain-list.tsx';
import { PlainPasswordInput } from '../components/fields/plain-password-input.tsx';
import { PlainNativeSelect } from '../components/fields/plain-native-select.tsx';
import { PlainRadioGroup } from '../components/fields/plain-radio-group.tsx';
import { PlainTextInput } from '../components/fields/plain-text-input.tsx';
import { PlainTextarea } from '../components/fields/plain-textarea.tsx';
import { theme } from './theme.ts';

const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-labelledby', 'aria-describedby']);

/**
 * Markup with its generated ids numbered by first appearance, attributes and style declarations sorted and a radio
 * group's shared name dropped, so that two renderings that differ only there compare equal.
 */
const normalise = (html: string): string => {
  const ids = new Map<string, string>();
  const idOf = (token: string) => {
    const [, base = token, suffix = ''] = /^(.*?)(-label|-description|-error)?$/.exec(token) ?? [];
    if (!ids.has(base)) ids.set(base, `ID${ids.size}`);
    return `${ids.get(base)}${suffix}`;
  };
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(
      /<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g,
      (_, tag: string, attributes: string, selfClosing: string) => {
        const pairs = [...attributes.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)]
          .map(([, name, value = '']) => [name!.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
          .filter(([name]) => name !== 'name')
          .map(([name, value]) => {
            if (ID_ATTRIBUTES.has(name)) return `${name}="${value.split(' ').map(idOf).join(' ')}"`;
            if (name === 'style')
              return `style="${value
                .split(';')
                .map((d) => d.replace(/\s/g, ''))
                .filter(Boolean)
                .sort()
                .join(';')}"`;
            return `${name}="${value}"`;
          })
          .sort();
        return `<${tag}${pairs.map((p) => ` ${p}`).join('')}${selfClosing}>`;
      },
    );
};

const render = (element: ReactElement) => normalise(renderToStaticMarkup(h(MantineProvider, { theme }, element)));
const noop = () => {};
/** The password field's eye, labelled in the founder's language (English in the tests) where Mantine's is English. */
const EYE = { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the password' } };
/** Mantine's polymorphic components, typed for createElement. */
const untyped = (component: unknown) => component as FunctionComponent<Record<string, unknown>>;

// Here, not in components/, to render both with the portal's theme (the radios take its primary colour).
describe('plain fields (components/fields) render the markup of the Mantine inputs they stand for, in the portal theme', () => {
  it('a text input with a label, its required mark, a description and a message', () => {
    const props = {
      label: 'Company Name',
      required: true,
      description: 'As registered',
      error: 'Too short',
      errorProps: { role: 'alert' },
      value: 'x',
      onChange: noop,
      maxLength: 160,
      autoComplete: 'organization',
    };
    expect(render(h(PlainTextInput, props))).toBe(render(h(TextInput, props)));
  });

  it('a locked text input marked with an error and a section before it', () => {
    const props = {
      label: 'Phone',
      disabled: true,
      error: true,
      value: '',
      onChange: noop,
      type: 'tel',
      leftSection: h('span', null, '+91'),
      leftSectionWidth: 48,
    };
    expect(render(h(PlainTextInput, props))).toBe(render(h(TextInput, props)));
  });

  it('a text input with no label', () => {
    const props = { value: '5', onChange: noop, inputMode: 'numeric' as const };
    expect(render(h(PlainTextInput, props))).toBe(render(h(TextInput, props)));
  });

  it('a growing text area', () => {
    const props = { label: 'Company Description', required: true, value: 'about us', onChange: noop, maxLength: 5000 };
    const ours = render(h(PlainTextarea, { ...props, minRows: 3, maxRows: 10 }));
    // Mantine sizes its text area with a script after the first render; ours sizes itself (field-sizing).
    expect(ours.replace(/ style="field-sizing[^"]*"/, '')).toBe(
      render(h(Textarea, { ...props, autosize: true, minRows: 3, maxRows: 10 })),
    );
    expect(ours).toMatch(/field-sizing:content;max-height:calc\(10lh[^;]*;min-height:calc\(3lh/);
  });

  it('a native select with its options, its chevron and a message', () => {
    const props = { label: 'State', required: true, error: 'Choose your state', value: '', onChange: noop, className: 'extra' };
    const options = [
      h('option', { key: '', value: '', disabled: true }, 'Select your state'),
      h('option', { key: 'Goa', value: 'Goa' }, 'Goa'),
    ];
    expect(render(h(PlainNativeSelect, props, options))).toBe(
      render(h(NativeSelect, { ...props, className: undefined, classNames: { input: 'extra' } }, options)),
    );
  });

  it('a password field, its description under it, marked with an error', () => {
    const props = {
      label: 'Password',
      placeholder: 'Create a password',
      description: 'At least 8 characters',
      required: true,
      error: true,
      value: 'secret',
      onChange: noop,
      autoComplete: 'new-password',
    };
    expect(render(h(PlainPasswordInput, { ...props, descriptionBelow: true }))).toBe(
      render(h(PasswordInput, { ...props, ...EYE, inputWrapperOrder: ['label', 'input', 'description', 'error'] })),
    );
  });

  it('a password field with a message above nothing, the eye not a tab stop', () => {
    const props = { label: 'Password', required: true, error: 'Wrong password', value: '', onChange: noop };
    const ours = render(h(PlainPasswordInput, props));
    expect(ours).toBe(render(h(PasswordInput, { ...props, ...EYE })));
    expect(ours).toMatch(/aria-pressed="false"[^>]*tabindex="-1"/);
  });

  it('a checkbox, ticked, and one marked with an error message', () => {
    const label = h('span', null, 'I agree ', h('a', { href: '/privacy' }, 'Read the privacy notice'));
    for (const props of [
      { checked: true, required: true },
      { checked: false, error: 'Tick the box' },
      { checked: false, error: true },
    ]) {
      expect(render(h(PlainCheckbox, { ...props, label, onChange: noop }))).toBe(
        render(h(Checkbox, { ...props, label, onChange: noop })),
      );
    }
  });

  it('a radio group of two in a row, with a description and a message, one locked option state', () => {
    const common = {
      label: 'DPIIT Certification',
      description: 'Startup India recognition',
      error: 'Answer this',
      value: 'no',
      onChange: noop,
    };
    const mantine = h(
      Radio.Group,
      { ...common, children: null },
      h(
        Group,
        { gap: 'lg', mt: 6 },
        h(Radio, { value: 'yes', label: 'Yes', disabled: true }),
        h(Radio, { value: 'no', label: 'No', disabled: true }),
      ),
    );
    const ours = h(PlainRadioGroup, {
      ...common,
      disabled: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    });
    expect(render(ours)).toBe(render(mantine));
    expect(new Set([...renderToStaticMarkup(ours).matchAll(/ name="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
  });
});

describe('plain elements with a Mantine look (components/mantine-look.ts) render the markup of the component', () => {
  it('List size="sm" with 2 px between items', () => {
    expect(render(h(PlainList, { items: ['first', 'second'] }))).toBe(
      render(h(List, { size: 'sm', spacing: 2 }, h(List.Item, null, 'first'), h(List.Item, null, 'second'))),
    );
  });

  it('Paper withBorder radius="md"', () => {
    expect(render(h('div', paperLook(), 'x'))).toBe(render(h(untyped(Paper), { withBorder: true, radius: 'md' }, 'x')));
  });

  it('Group as it comes, and with its title aligned to the top', () => {
    expect(render(h('div', groupLook({}), 'x'))).toBe(render(h(Group, null, 'x')));
    expect(render(h('div', groupLook({ gap: 'xs', justify: 'space-between', align: 'flex-start' }), 'x'))).toBe(
      render(h(Group, { gap: 'xs', justify: 'space-between', align: 'flex-start', wrap: 'wrap' }, 'x')),
    );
  });

  it('Group with a gap in px, spread apart on one line', () => {
    expect(render(h('div', groupLook({ gap: 6, justify: 'space-between', wrap: 'nowrap' }), 'x'))).toBe(
      render(h(Group, { gap: 6, justify: 'space-between', wrap: 'nowrap' }, 'x')),
    );
  });

  it('Card withBorder shadow="sm" padding="xl", and Container size="lg" py="xl" as the page\'s main', () => {
    expect(render(h('div', cardLook(), 'x'))).toBe(
      render(h(untyped(Card), { withBorder: true, shadow: 'sm', padding: 'xl' }, 'x')),
    );
    expect(render(h('div', cardLook({ shadow: null, padding: 'md', radius: 'md' }), 'x'))).toBe(
      render(h(untyped(Card), { withBorder: true, radius: 'md', padding: 'md' }, 'x')),
    );
    expect(render(h('main', containerLook(), 'x'))).toBe(
      render(h(untyped(Container), { component: 'main', size: 'lg', py: 'xl' }, 'x')),
    );
  });

  it('Stack with a named gap', () => {
    expect(render(h('div', stackLook('md'), 'x'))).toBe(render(h(Stack, { gap: 'md' }, 'x')));
  });

  it('Text at the default size, at xs with a colour, dimmed', () => {
    expect(render(h('p', textLook(), 'x'))).toBe(render(h(untyped(Text), null, 'x')));
    expect(render(h('p', withStyle(textLook('xs'), { color: '#123456' }), 'x'))).toBe(
      render(h(untyped(Text), { size: 'xs', c: '#123456' }, 'x')),
    );
    expect(render(h('p', withStyle(textLook(), DIMMED), 'x'))).toBe(render(h(untyped(Text), { c: 'dimmed' }, 'x')));
  });

  it('Title order={2} size="h3" and order={1} size="h2"', () => {
    expect(render(h('h2', titleLook(2, 'h3'), 'x'))).toBe(render(h(Title, { order: 2, size: 'h3' }, 'x')));
    expect(render(h('h1', titleLook(1, 'h2'), 'x'))).toBe(render(h(Title, { order: 1, size: 'h2' }, 'x')));
  });
});

describe("plain buttons (components/plain-button.tsx) render the markup of Mantine's Button and ActionIcon", () => {
  const icon = h('svg', { 'aria-hidden': true });
  const cases: [string, Record<string, unknown>][] = [
    ['a filled submit button', { type: 'submit' }],
    ['a filled, full-width, larger one', { type: 'submit', fullWidth: true, size: 'md' }],
    ['a loading one pushed to the end', { type: 'submit', loading: true, style: { marginLeft: 'auto' } }],
    ['a default one with an icon before its label', { variant: 'default', leftSection: icon, onClick: noop }],
    ['a disabled default one', { variant: 'default', disabled: true }],
    ['a light one, larger, with an icon after its label', { variant: 'light', size: 'md', rightSection: icon }],
    ['a loading default one with an icon', { variant: 'default', leftSection: icon, loading: true }],
  ];
  it.each(cases)('%s', (_, props) => {
    const { style, ...rest } = props as { style?: object };
    expect(render(h(PlainButton, props, 'Save'))).toBe(
      render(h(untyped(Button), { ...rest, ...(style ? { ml: 'auto' } : {}) }, 'Save')),
    );
  });

  it('icon buttons, default and light', () => {
    for (const variant of ['default', 'light'] as const) {
      expect(render(h(PlainActionIcon, { variant, size: 44, 'aria-label': 'Show all steps' }, icon))).toBe(
        render(h(untyped(ActionIcon), { variant, size: 44, 'aria-label': 'Show all steps' }, icon)),
      );
    }
  });
});
