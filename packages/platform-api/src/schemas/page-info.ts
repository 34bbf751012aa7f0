/**
 * The page description list queries of the newer areas return next to their items (the
 * client's `v1PageInfo`), the counterpart of the `paginationOptions` a request sends.
 */
import * as z from 'zod';

export const PageInfoSchema = z
  .object({
    hasNextPage: z.boolean().optional().meta({ description: 'More items follow this page.' }),
    hasPreviousPage: z
      .boolean()
      .optional()
      .meta({ description: 'More items come before this page.' }),
    startCursor: z
      .string()
      .optional()
      .meta({ description: 'Pass as `before` to get the previous page.' }),
    endCursor: z.string().optional().meta({ description: 'Pass as `after` to get the next page.' }),
  })
  .meta({ id: 'PageInfo', description: 'Where this page sits in the whole list.' });
export type PageInfo = z.infer<typeof PageInfoSchema>;
