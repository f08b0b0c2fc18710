import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { CONSOLE_PRIVACY_TEXTS as T } from '@portal/shared/privacy/privacy-messages';
import type { AccessLogFilters as Filters } from '../lib/access-log-query.ts';

const EMPTY: Filters = { staff: '', application: '', from: '', to: '' };

/** The access log's filters: applied together on Filter, all cleared on Clear. */
export const AccessLogFilters = ({ onApply }: { onApply: (filters: Filters) => void }) => {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const field = (key: keyof Filters) => ({
    value: draft[key] ?? '',
    onChange: (e: { currentTarget: HTMLInputElement }) => setDraft({ ...draft, [key]: e.currentTarget.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY);
    onApply(EMPTY);
  };
  return (
    <form onSubmit={apply}>
      <Group gap="xs" align="end" wrap="wrap" mb="sm">
        <TextInput size="xs" type="email" label={T.ACCESS_LOG_STAFF} {...field('staff')} />
        <TextInput size="xs" label={T.ACCESS_LOG_APPLICATION} {...field('application')} />
        <TextInput size="xs" type="date" label={T.ACCESS_LOG_FROM} {...field('from')} />
        <TextInput size="xs" type="date" label={T.ACCESS_LOG_TO} {...field('to')} />
        <Button size="xs" type="submit">
          {T.ACCESS_LOG_FILTER}
        </Button>
        <Button size="xs" variant="default" onClick={clear}>
          {T.ACCESS_LOG_CLEAR}
        </Button>
      </Group>
    </form>
  );
};
