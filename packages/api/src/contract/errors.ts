import { z } from 'zod';
import { ERROR_REASON_NAMES, type ErrorReason } from './reasons';

export * from './reasons';

export const errorReasonSchema = z.enum(ERROR_REASON_NAMES as [ErrorReason, ...ErrorReason[]]);

export const errorDataSchema = z.strictObject({
  reason: errorReasonSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Request field -> dictionary key of its message (validation.*, errors.*, messages.*)' }),
  fieldParams: z
    .record(z.string(), z.record(z.string(), z.union([z.string(), z.number()])))
    .optional()
    .meta({ description: "Request field -> the values its message interpolates ({{max}}...), ready to show in the request's lang" }),
});

export type ErrorData = z.infer<typeof errorDataSchema>;
