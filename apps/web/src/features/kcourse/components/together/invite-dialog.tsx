import type { CourseDto, CourseInviteCreatedDto } from '@ktravel/contract';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { UsersIcon } from '@/components/icons/index.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { CollaboratorList } from './collaborator-list.tsx';
import { CreatedInviteLink, InviteLinkForm } from './invite-link-form.tsx';
import { OpenInvites } from './open-invites.tsx';
import type { Say } from './together-common.ts';

interface InviteDialogProps {
  course: CourseDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's "Plan together" dialog: make an invite link (role and how long it works), the links still open
 * (withdraw), and the people who joined (their role, remove). Lazily loaded by `CourseTogether`.
 */
export function InviteDialog({ course, open, onOpenChange }: InviteDialogProps) {
  const { t } = useTranslation();
  // The server shows a link's token once: it is kept here while the page is open, so closing and reopening the
  // dialog does not lose it.
  const [created, setCreated] = useState<CourseInviteCreatedDto | null>(null);
  const [said, setSaid] = useState('');
  const say: Say = (kind, message) => {
    notify[kind](message);
    setSaid(message);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('together.dialog.title')}
        description={t('together.dialog.description')}
        icon={<UsersIcon />}
        className="max-w-xl"
      >
        <div className="flex flex-col gap-6">
          {created ? (
            <CreatedInviteLink
              invite={created}
              courseTitle={course.title}
              onAnother={() => setCreated(null)}
              say={say}
            />
          ) : (
            <InviteLinkForm courseId={course.id} onCreated={setCreated} />
          )}
          <OpenInvites courseId={course.id} say={say} />
          <CollaboratorList course={course} say={say} />
        </div>
        <p role="status" className="sr-only">
          {said}
        </p>
      </DialogContent>
    </Dialog>
  );
}
