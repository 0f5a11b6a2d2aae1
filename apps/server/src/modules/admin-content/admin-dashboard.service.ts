import type { AdminDashboardDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { countUsers } from '../auth/users.repository.ts';
import { countUnhandled } from '../contact/contact.repository.ts';
import { countAllCourses } from '../courses/course-counters.repository.ts';
import { countAllPlaces } from '../places/places-admin.repository.ts';
import { countOpenReports } from '../reports/reports.repository.ts';

/** The admin dashboard's live counts, each from the module that owns it, in one request. */
export class AdminDashboardService {
  constructor(private readonly db: Db) {}

  async counts(): Promise<AdminDashboardDto> {
    const [places, courses, users, openReports, unhandledInquiries] = await Promise.all([
      countAllPlaces(this.db),
      countAllCourses(this.db),
      countUsers(this.db),
      countOpenReports(this.db),
      countUnhandled(this.db),
    ]);
    return { places, courses, users, openReports, unhandledInquiries };
  }
}
