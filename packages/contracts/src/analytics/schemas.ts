import { z } from 'zod';

export const analyticsEventNames = ['page_view'] as const;

export const analyticsEventRequestSchema = z.strictObject({
  name: z.enum(analyticsEventNames),
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/(?!\/)/, 'path must be a same-origin path starting with /.'),
  title: z.string().max(200),
  referrer: z.string().max(2048).optional(),
});
export type AnalyticsEventRequest = z.infer<typeof analyticsEventRequestSchema>;

export const analyticsEventResponseSchema = z.object({ data: z.object({ id: z.string() }) });
