import { CourseActivityListDto, dataOf } from '@ktravel/contract';
import { api } from '@/lib/api-client.ts';

const ActivityResponse = import.meta.env.DEV ? dataOf(CourseActivityListDto) : undefined;

/** GET /api/courses/{id}/activity: who changed what, newest first (DESIGN §8.4). */
export async function getCourseActivity(id: number, signal?: AbortSignal) {
  return (await api.get(`/courses/${id}/activity`, { schema: ActivityResponse, signal })).data.items;
}
