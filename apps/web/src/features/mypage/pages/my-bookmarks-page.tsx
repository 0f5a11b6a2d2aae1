import { useState } from 'react';
import { GridIcon, MapPinIcon, MenuIcon } from '@/components/icons/index.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyList } from '../api/lists.ts';
import { BookmarkItem, type BookmarkView } from '../components/bookmark-item.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

function readView(): BookmarkView {
  try {
    return localStorage.getItem(STORAGE_KEYS.mypageBookmarkView) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered in the browser (spec §2). */
function useBookmarkView(): [BookmarkView, (view: BookmarkView) => void] {
  const [view, setView] = useState<BookmarkView>(readView);
  const choose = (next: BookmarkView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEYS.mypageBookmarkView, next);
    } catch {
      // Storage disabled: the choice lasts until the page is left.
    }
  };
  return [view, choose];
}

function ViewToggle({ view, onChange }: { view: BookmarkView; onChange: (view: BookmarkView) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: 'grid', label: t('mypage.lists.bookmarks.grid'), icon: <GridIcon aria-hidden="true" /> },
    { value: 'list', label: t('mypage.lists.bookmarks.list'), icon: <MenuIcon aria-hidden="true" /> },
  ] as const;
  return (
    <fieldset className="inline-flex rounded-lg border border-sand-300 bg-white p-0.5">
      <legend className="sr-only">{t('mypage.lists.bookmarks.view')}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
            view === option.value ? 'bg-brand-700 text-white' : 'text-sand-700 hover:bg-sand-100'
          }`}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function List() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const [view, setView] = useBookmarkView();
  const query = useMyList('bookmarks', page);
  const title = t('mypage.lists.bookmarks.title');
  const isGrid = view === 'grid';
  return (
    <MyPageFrame title={title} actions={<ViewToggle view={view} onChange={setView} />}>
      <PagedList
        query={query}
        title={title}
        onPageChange={setPage}
        isGrid={isGrid}
        listClassName={
          isGrid ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'
        }
        empty={{
          icon: <MapPinIcon />,
          message: t('mypage.lists.bookmarks.empty'),
          action: { label: t('mypage.lists.bookmarks.cta'), to: '/kmap' },
        }}
        renderItems={(items) =>
          items.map((bookmark) => (
            <li key={bookmark.id}>
              <BookmarkItem bookmark={bookmark} view={view} />
            </li>
          ))
        }
      />
    </MyPageFrame>
  );
}

/** /mypage/bookmarks (spec §2): 12 a page, grid or list, each with a link to the outside map. */
export function MyBookmarksPage() {
  return <RequireMember>{() => <List />}</RequireMember>;
}
