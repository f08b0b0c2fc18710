import { describe, expect, it } from 'vitest';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { accessLogPath } from './access-log-query.ts';

describe('the access log view', () => {
  it('asks for the newest page with no filters, and sends only the filters that are filled in', () => {
    expect(accessLogPath({})).toBe(PRIVACY_PATHS.consoleAccessLog);
    expect(
      accessLogPath({ staff: ' a@b.in ', application: '', from: '2026-11-01', to: undefined }, '2026-11-02T10:00:00.000Z~x-1'),
    ).toBe(`${PRIVACY_PATHS.consoleAccessLog}?staff=a%40b.in&from=2026-11-01&before=2026-11-02T10%3A00%3A00.000Z%7Ex-1`);
  });
});
