import { describe, expect, it } from 'vitest';
import { channelsFor, type Recipient } from '../../src/modules/messages/recipient.ts';

const ALL = ['email', 'sms', 'whatsapp'] as const;
const founder = (over: Partial<Recipient>): Recipient => ({ chosen: ['email'], stops: [], phone: undefined, ...over });

/** Which channels a message goes on: the founder's choice, their stops per kind and channel, a confirmed mobile. */
describe('the channels a message goes on', () => {
  it('is email by default, and the chosen channels that can reach the founder', () => {
    expect(channelsFor(founder({}), 'reminder', ALL)).toEqual(['email']);
    expect(channelsFor(founder({ chosen: ['sms', 'whatsapp'], phone: '+919876543210' }), 'team', ALL)).toEqual([
      'sms',
      'whatsapp',
    ]);
  });

  it('falls back to email when no chosen channel can reach them (no confirmed mobile, or not configured)', () => {
    expect(channelsFor(founder({ chosen: ['whatsapp'] }), 'reminder', ALL)).toEqual(['email']);
    expect(channelsFor(founder({ chosen: ['whatsapp'], phone: '+919876543210' }), 'reminder', ['email'])).toEqual(['email']);
  });

  it('honours a stop of that kind on that channel only', () => {
    const stopped = founder({
      chosen: ['email', 'whatsapp'],
      phone: '+919876543210',
      stops: [{ kind: 'team', channel: 'whatsapp' }],
    });
    expect(channelsFor(stopped, 'team', ALL)).toEqual(['email']);
    expect(channelsFor(stopped, 'reminder', ALL)).toEqual(['email', 'whatsapp']);
    // Stopped on the only chosen channel: nothing, not a fallback to email.
    expect(channelsFor(founder({ chosen: ['email'], stops: [{ kind: 'team', channel: 'email' }] }), 'team', ALL)).toEqual([]);
    expect(
      channelsFor(
        founder({ chosen: ['whatsapp'], phone: '+919876543210', stops: [{ kind: 'team', channel: 'whatsapp' }] }),
        'team',
        ALL,
      ),
    ).toEqual([]);
  });
});
