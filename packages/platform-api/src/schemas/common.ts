/**
 * Shapes shared by every resource: timestamps, the error status, pagination and the envelope
 * every submission is sent in.
 */
import * as z from 'zod';
import { CREATED_AT_SECONDS, ORGANIZATION_ID, REQUEST_TIMESTAMP_MS } from '../examples/ids';
import { int32, organizationIdField, uint64 } from './fields';

export const TimestampSchema = z
  .object({
    seconds: uint64('Whole seconds since the Unix epoch.', CREATED_AT_SECONDS),
    nanos: uint64('Nanoseconds past `seconds`, from 0 to 999999999.', '0'),
  })
  .meta({
    id: 'Timestamp',
    description: 'A point in time, split into whole seconds and nanoseconds.',
  });
export type Timestamp = z.infer<typeof TimestampSchema>;

export const AnySchema = z
  .looseObject({
    '@type': z
      .string()
      .optional()
      .meta({ description: 'Names the kind of detail; the other keys carry its content.' }),
  })
  .meta({
    id: 'Any',
    description: 'One typed detail attached to an error status.',
  });
export type Any = z.infer<typeof AnySchema>;

export const StatusSchema = z
  .object({
    code: int32('Numeric status code.', 3).optional(),
    message: z
      .string()
      .optional()
      .meta({ description: 'Human-readable explanation of the failure.' }),
    details: z
      .array(AnySchema)
      .optional()
      .meta({ description: 'Machine-readable details, when the platform provides them.' }),
  })
  .meta({
    id: 'Status',
    description:
      'The error shape: returned as the body of a failed call and as `failure` on an activity that failed.',
  });
export type Status = z.infer<typeof StatusSchema>;

/** Pagination limits: at least 1, at most 100, 10 when absent. */
export const PAGINATION_LIMIT = { min: 1, max: 100, default: 10 } as const;
/** The decimal numbers 1 to 100, with no leading zeros. */
export const PAGINATION_LIMIT_PATTERN = /^(100|[1-9][0-9]?)$/;

export const PaginationSchema = z
  .object({
    limit: z
      .string()
      .regex(PAGINATION_LIMIT_PATTERN, 'Expected a page size from 1 to 100, written as a string')
      .default(String(PAGINATION_LIMIT.default))
      .meta({
        description:
          'Page size from 1 to 100, written as a decimal string (the wire type is string). Defaults to 10.',
        examples: ['25'],
      }),
    before: z.string().optional().meta({
      description: 'Cursor: return the page of results that comes before the item with this id.',
    }),
    after: z.string().optional().meta({
      description: 'Cursor: return the page of results that comes after the item with this id.',
    }),
  })
  .meta({
    id: 'Pagination',
    description: 'Page size and cursors for list queries.',
  });
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * Builds the request body of a submission: the activity `type` as a literal wire value, the time
 * of the request, the organization and the intent's parameters. `appProofs: false` leaves out
 * `generateAppProofs`, for the request bodies of the client that have no such field.
 */
export function submissionRequestSchema<Type extends string, Parameters extends z.ZodType>(
  id: string,
  type: Type,
  parameters: Parameters,
  { appProofs = true }: { appProofs?: boolean } = {},
) {
  const proofs = {
    generateAppProofs: z.boolean().optional().meta({
      description:
        'Ask the platform to attach proofs, signed by its secure enclaves, of how it handled the activity.',
    }),
  };
  return z
    .object({
      type: z.literal(type).meta({ description: 'The activity type this submission creates.' }),
      timestampMs: uint64(
        'Time of the request in milliseconds since the Unix epoch, as a string.',
        REQUEST_TIMESTAMP_MS,
      ),
      organizationId: organizationIdField(ORGANIZATION_ID),
      parameters,
      ...(appProofs ? proofs : {}),
    })
    .meta({ id, description: `Request body that submits an \`${type}\` activity.` });
}
