import { zodResolver } from '@hookform/resolvers/zod';
import { CoursePlanForm } from '@ktravel/contract';

/** The planner's form checked by the contract's schema: fetched apart from the page (`lazyResolver`, issue 16). */
export const coursePlanResolver = zodResolver(CoursePlanForm);
