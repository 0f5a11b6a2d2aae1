import { type CourseBody, CourseDto, dataOf } from '@ktravel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { coursesQueryKey } from './courses.ts';

const CourseResponse = import.meta.env.DEV ? dataOf(CourseDto) : undefined;

type Visibility = NonNullable<CourseBody['visibility']>;

/** PUT /api/courses/{id}/visibility: owners may switch their own course between public and private. */
export async function setCourseVisibility(id: number, visibility: Visibility) {
  const body = await api.put(`/courses/${id}/visibility`, { visibility }, { schema: CourseResponse });
  return body.data;
}

export function useSetCourseVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visibility }: { id: number; visibility: Visibility }) =>
      setCourseVisibility(id, visibility),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
