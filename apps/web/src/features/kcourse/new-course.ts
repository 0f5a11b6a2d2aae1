/** Router state the planner leaves on the course list it opens after saving: which card is the new course. */
export interface NewCourseState {
  newCourseId: number;
}

/** How long the new course's card keeps its highlight ring (its "New" badge stays while the list is open). */
export const NEW_COURSE_HIGHLIGHT_MS = 6000;

export function newCourseState(courseId: number): NewCourseState {
  return { newCourseId: courseId };
}

/** The new course's id from a location's state; null for any other state (or none). */
export function newCourseIdOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('newCourseId' in state)) return null;
  const id = state.newCourseId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
