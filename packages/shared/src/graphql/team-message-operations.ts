/**
 * Team messages (docs/reminders.md, "Team messages"). They join the trusted documents through OPERATIONS in
 * operations.ts; the server checks who may run each one (admins preview and send; staff read).
 */
import { mutation, query } from './root-field-operation.ts';

const DELIVERY = '{ channel status updatedAt heldUntil }';
const OTHER_TEXTS = 'otherTexts { language subject body }';
const MESSAGE = `{ id cohortId segment subjectEn bodyEn subjectHi bodyHi ${OTHER_TEXTS} sentByName recipientCount createdAt }`;

export const TEAM_MESSAGE_OPERATIONS = {
  TeamMessagePreview: query(
    'TeamMessagePreview',
    { input: 'TeamMessagePreviewInput!' },
    '{ founders email sms whatsapp stopped dailyCap english hindi other }',
  ),
  SendTeamMessage: mutation('SendTeamMessage', { input: 'TeamMessageInput!' }, MESSAGE),
  TeamMessages: query('TeamMessages', { cohortId: 'String!' }, MESSAGE),
  TeamMessage: query(
    'TeamMessage',
    { id: 'ID!' },
    `{ id cohortId segment subjectEn bodyEn subjectHi bodyHi ${OTHER_TEXTS} sentByName recipientCount createdAt recipients { applicationId userId name founder deliveries ${DELIVERY} } }`,
  ),
  ApplicationTeamMessages: query(
    'ApplicationTeamMessages',
    { applicationId: 'ID!' },
    `{ id subject sentByName createdAt deliveries { channel status updatedAt heldUntil recipientName } }`,
  ),
  /** The reminders in an application's history (docs/reminders.md), one per member, with their deliveries. */
  ApplicationReminders: query(
    'ApplicationReminders',
    { applicationId: 'ID!' },
    `{ id minutesBefore createdAt userId recipientName founder outcome deliveries ${DELIVERY} }`,
  ),
} as const;
