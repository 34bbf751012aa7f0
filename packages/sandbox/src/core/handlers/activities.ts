/** Reading activities back: one by id, or a filtered, paginated list (newest first). */
import { GetActivitiesRequestSchema, GetActivityRequestSchema } from '@docs/platform-api';
import { notFound } from '../errors';
import { faithful, query } from '../contract';
import { page } from './paging';

export const getActivity = query(GetActivityRequestSchema, faithful, async (context, input) => {
  const activity = await context.storage.read((tx) => tx.get('activity', input.activityId));
  if (!activity || activity.organizationId !== context.organizationId) {
    throw notFound(
      `No activity ${input.activityId} in organization ${context.organizationId}`,
      'ACTIVITY_NOT_FOUND',
    );
  }
  return { activity };
});

export const listActivities = query(
  GetActivitiesRequestSchema,
  faithful,
  async (context, input) => {
    const all = await context.storage.read((tx) =>
      tx.list('activity', { organizationId: context.organizationId }),
    );
    const statuses = input.filterByStatus;
    const types = input.filterByType;
    const matching = all.filter(
      (activity) =>
        (!statuses?.length || statuses.includes(activity.status)) &&
        (!types?.length || types.includes(activity.type)),
    );
    return {
      activities: page(matching, (activity) => activity.id, input.paginationOptions, true),
    };
  },
);
