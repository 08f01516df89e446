// GET /api/v1/event/report/{widgetId} query (SPEC §7, §9 event types, interactions, report groups).
import * as z from 'zod';
import { EVENT_TYPES, INTERACTIONS, REPORT_GROUPS } from '../../shared/constants';
import { HEIGHT_DEVICES, MAX_REPORTED_HEIGHT } from './widget-heights';

/** Client load events; engagement interactions; performance metric names are ours (lower-case words). */
const CLIENT_EVENTS: readonly string[] = [...EVENT_TYPES, 'WIDGET_LOAD', 'widget-load'];
const ENGAGEMENT_EVENTS: readonly string[] = [...INTERACTIONS, ...EVENT_TYPES, 'submit', 'chat-message'];
const PERFORMANCE_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const EVENT_ID_RE = /^[A-Za-z0-9_.:-]{1,128}$/;
export const HEIGHT_RE = /^[1-9]\d{0,4}$/;
/** Longest accepted value per optional text parameter. */
export const TEXT_MAX = { refUrl: 2048, eventVersion: 32, eventSubType: 200, entityPath: 1000 } as const;

export function isKnownEvent(groupType: string, eventType: string): boolean {
  return groupType === 'client'
    ? CLIENT_EVENTS.includes(eventType)
    : groupType === 'engagement'
      ? ENGAGEMENT_EVENTS.includes(eventType)
      : PERFORMANCE_NAME.test(eventType);
}

const opt = (max: number) => z.string().max(max).optional();

export const EventParams = z
  .object({
    groupType: z.enum(REPORT_GROUPS, { message: 'groupType must be one of client, engagement, performance.' }),
    eventType: z.string().min(1, 'eventType is required.').max(64),
    refUrl: opt(TEXT_MAX.refUrl),
    eventVersion: opt(TEXT_MAX.eventVersion),
    eventSubType: opt(TEXT_MAX.eventSubType),
    entityPath: opt(TEXT_MAX.entityPath),
    /** Optional client id: a retried report with the same id is stored once. */
    eventId: z.string().regex(EVENT_ID_RE, 'eventId must be 1-128 URL-safe characters.').optional(),
    /** The widget's rendered height in px and the host's device class (the widget-load report, issue 8). */
    height: z
      .string()
      .regex(HEIGHT_RE, `height must be a whole number of pixels, 1-${MAX_REPORTED_HEIGHT}.`)
      .transform(Number)
      .refine((n) => n <= MAX_REPORTED_HEIGHT, `height must be a whole number of pixels, 1-${MAX_REPORTED_HEIGHT}.`)
      .optional(),
    device: z.enum(HEIGHT_DEVICES, { message: 'device must be one of desktop, tablet, mobile.' }).optional(),
  })
  .superRefine((p, ctx) => {
    if (!isKnownEvent(p.groupType, p.eventType)) ctx.addIssue({ code: 'custom', path: ['eventType'], message: `Unknown eventType for group ${p.groupType}.` });
  });
export type EventParams = z.output<typeof EventParams>;
