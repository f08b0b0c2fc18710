import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FIELD_LABELS, fieldOf, fieldText } from '@portal/shared/application/application-fields';
import { INDIAN_STATES, REVENUE_RANGES, SECTORS } from '@portal/shared/application/options';
import {
  CORRECTABLE_FIELDS,
  CORRECTION_TEXTS as T,
  guessCorrectableField,
  isCorrectableField,
  type CorrectableField,
  type CorrectionTarget,
} from '@portal/shared/privacy/corrections';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { privacyRequest } from '../../../lib/privacy-api.ts';
import { t } from '../../../lib/i18n.ts';
import { DisabledReason } from '../../../components/disabled-reason.tsx';

const YES = 'yes';
const NO = 'no';

/** A stored answer as the editor's control holds it: text, or the option's value. */
const asInput = (field: CorrectableField, value: unknown): string => {
  if (fieldOf(field).kind === 'yesNo') return value === true ? YES : value === false ? NO : '';
  return value === null || value === undefined ? '' : String(value);
};

/** The control's text as the server takes it (the founder's step schema reads it, digits and all). */
const asValue = (field: CorrectableField, input: string): unknown => (fieldOf(field).kind === 'yesNo' ? input === YES : input);

const OPTIONS: Partial<Record<string, { value: string; label: string }[]>> = {
  state: INDIAN_STATES.map((state) => ({ value: state, label: t(state) })),
  sector: SECTORS.map((s) => ({ value: s.value, label: s.label })),
  revenue: REVENUE_RANGES.map((r) => ({ value: r.value, label: r.label })),
  yesNo: [
    { value: YES, label: 'Yes' },
    { value: NO, label: 'No' },
  ],
};

const NUMERIC_KINDS: readonly string[] = ['count', 'year', 'rupees', 'phone'];

const ValueControl = ({
  field,
  value,
  onChange,
}: {
  field: CorrectableField;
  value: string;
  onChange: (value: string) => void;
}) => {
  const kind = fieldOf(field).kind;
  const options = OPTIONS[kind];
  if (options)
    return (
      <Select
        label={T.NEW_VALUE}
        data={options}
        value={value || null}
        onChange={(chosen) => onChange(chosen ?? '')}
        comboboxProps={{ withinPortal: true }}
        allowDeselect={false}
      />
    );
  if (kind === 'longText')
    return <Textarea label={T.NEW_VALUE} value={value} onChange={(e) => onChange(e.currentTarget.value)} autosize minRows={3} />;
  return (
    <TextInput
      label={T.NEW_VALUE}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode={NUMERIC_KINDS.includes(kind) ? 'numeric' : undefined}
    />
  );
};

/**
 * "Make this correction" opened: the answer the founder means (guessed from their words, changeable), what is stored
 * now beside what they asked for, and the new value, saved through the founder's own rules on the server.
 */
export const CorrectionEditor = ({
  request,
  cohortId,
  onClose,
  onDone,
}: {
  request: { id: string; field: string; correction: string };
  cohortId: string | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) => {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const target = useQuery({
    queryKey: ['correction-target', request.id],
    queryFn: () =>
      privacyRequest<CorrectionTarget>(
        `${PRIVACY_PATHS.consoleCorrectionTarget}?id=${encodeURIComponent(request.id)}${cohortId ? `&cohort=${encodeURIComponent(cohortId)}` : ''}`,
      ),
    staleTime: 0,
    gcTime: 0,
  });
  const [field, setField] = useState<CorrectableField | null>(() => guessCorrectableField(request.field));
  const [edits, setEdits] = useState<Partial<Record<CorrectableField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The button that opened the editor is gone: keyboard and screen-reader users continue at the editor itself.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  const stored = target.data?.values;
  const inputOf = (key: CorrectableField) => edits[key] ?? (stored ? asInput(key, stored[key]) : '');
  // Choosing the "Other" sector asks for its words too, as the founder's form does.
  const withOther = field === 'sector' && inputOf('sector') === 'other' ? (['sector', 'otherSector'] as const) : null;
  const fields: CorrectableField[] = withOther ? [...withOther] : field ? [field] : [];
  const changed = stored ? fields.filter((key) => inputOf(key) !== asInput(key, stored[key])) : [];
  const reason = !field ? T.SAVE_NEEDS_FIELD : changed.length === 0 ? T.SAVE_NEEDS_CHANGE : null;

  const save = async () => {
    if (!target.data || reason) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await privacyRequest(PRIVACY_PATHS.consoleApplyCorrection, {
        id: request.id,
        values: Object.fromEntries(fields.map((key) => [key, asValue(key, inputOf(key))])),
        stepVersions: target.data.stepVersions,
        ...(cohortId ? { cohort: cohortId } : {}),
      });
      // The request is resolved and the access log has the correction's row.
      await queryClient.invalidateQueries({ queryKey: ['console-corrections'] });
      await queryClient.invalidateQueries({ queryKey: ['console-access-log'] });
      onDone(T.DONE);
    } catch (error) {
      setProblem(t((error as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper ref={box} tabIndex={-1} withBorder p="sm" mt="xs" role="group" aria-label={T.EDITOR_TITLE}>
      <Stack gap="sm">
        <Text fw={600}>{T.EDITOR_TITLE}</Text>
        <Text size="sm">
          {T.ASKED}: <b>{request.field}</b>: {request.correction}
        </Text>
        {target.error ? <Alert color="red">{t(target.error.message)}</Alert> : null}
        <Select
          label={T.FIELD}
          placeholder={T.FIELD_PICK}
          data={CORRECTABLE_FIELDS.map((key) => ({ value: key, label: FIELD_LABELS[key] }))}
          value={field}
          onChange={(chosen) => {
            setField(chosen && isCorrectableField(chosen) ? chosen : null);
            setProblem(undefined);
          }}
          comboboxProps={{ withinPortal: true }}
          searchable
        />
        {field && stored
          ? fields.map((key) => (
              <Stack key={key} gap={4}>
                <Text size="sm" data-testid={`correction-current-${key}`}>
                  {FIELD_LABELS[key]} · {T.CURRENT}: {fieldText(key, stored) || T.BLANK}
                </Text>
                <ValueControl field={key} value={inputOf(key)} onChange={(value) => setEdits({ ...edits, [key]: value })} />
              </Stack>
            ))
          : null}
        <Text size="sm" c="dimmed">
          {T.NOTIFIED}
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={Boolean(reason) || !target.data}
            aria-describedby={reason ? reasonId : undefined}
          >
            {T.SAVE}
          </Button>
          <Button variant="default" onClick={onClose}>
            {T.CANCEL}
          </Button>
        </Group>
        <DisabledReason id={reasonId} reason={target.data ? reason : null} />
      </Stack>
    </Paper>
  );
};
