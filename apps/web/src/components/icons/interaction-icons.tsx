import { lineIcon } from './icon.tsx';

// Acting on content: like, comment, share, bookmark, download, print, edit, visibility, reorder, go back, browse,
// attach an image, report, plan together (people, an invite link, copy it).

export const HeartIcon = lineIcon(
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
);

export const CommentIcon = lineIcon(<path d="M5 5h14v10H9l-4 4V5Z" />);

export const ShareIcon = lineIcon(
  <>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6" />
  </>,
);

export const BookmarkIcon = lineIcon(<path d="M6 3h12v18l-6-4-6 4Z" />);

export const DownloadIcon = lineIcon(<path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />);

export const UploadIcon = lineIcon(<path d="M12 20V9m0 0-4 4m4-4 4 4M5 5h14" />);

export const PrinterIcon = lineIcon(
  <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v6H7Z" />,
);

export const PencilIcon = lineIcon(<path d="m15 5 4 4L8 20H4v-4L15 5Z" />);

export const EyeOffIcon = lineIcon(
  <>
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.6 3.2M6.4 7.4C4.3 8.9 3 12 3 12s4 6 9 6a8.6 8.6 0 0 0 4-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);

export const GlobeSmallIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.4 3.5 5.3 3.5 8.5s-1 6.1-3.5 8.5c-2.5-2.4-3.5-5.3-3.5-8.5s1-6.1 3.5-8.5Z" />
  </>,
);

export const GripIcon = lineIcon(
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);

export const ArrowUpIcon = lineIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowDownIcon = lineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);

export const ArrowLeftIcon = lineIcon(<path d="M19 12H5m0 0 6-6m-6 6 6 6" />);

export const CheckIcon = lineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const ChevronLeftIcon = lineIcon(<path d="M15 6l-6 6 6 6" />);

export const ChevronRightIcon = lineIcon(<path d="M9 6l6 6-6 6" />);

export const ImageIcon = lineIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m4 17 4.5-4.5 3.5 3.5 3-3 5 5" />
  </>,
);

export const FlagIcon = lineIcon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);

export const UsersIcon = lineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
  </>,
);

export const LinkIcon = lineIcon(
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </>,
);

export const CopyIcon = lineIcon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 5.5V5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h.5" />
  </>,
);
