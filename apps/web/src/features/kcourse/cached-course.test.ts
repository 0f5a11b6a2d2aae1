import type { CourseDto } from '@ktravel/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { coursesQueryKey } from './api/courses.ts';
import { findCachedCourse } from './cached-course.ts';

const course = (id: number) => ({ id, title: `Course ${id}`, stops: [] }) as unknown as CourseDto;

describe('findCachedCourse', () => {
  it('finds a course in public pages, my courses and monthly best', () => {
    const client = new QueryClient();
    client.setQueryData([...coursesQueryKey, 'public', 1, 10], { items: [course(1), course(2)], total: 2 });
    client.setQueryData([...coursesQueryKey, 'me'], { myCourses: [course(3)], savedCourses: [course(4)] });
    client.setQueryData([...coursesQueryKey, 'monthly-best-or-public', 50], {
      courses: [course(5)],
      isFallback: false,
    });
    for (const id of [1, 2, 3, 4, 5]) expect(findCachedCourse(client, id)?.id).toBe(id);
    expect(findCachedCourse(client, 6)).toBeUndefined();
  });

  it('ignores queries outside the courses key', () => {
    const client = new QueryClient();
    client.setQueryData(['places'], { items: [course(1)] });
    expect(findCachedCourse(client, 1)).toBeUndefined();
  });
});
