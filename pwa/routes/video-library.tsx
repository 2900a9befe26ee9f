import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { AppPage } from '../components/app-page.tsx';
import { mergeWithServer } from '../components/library/device-drafts.ts';
import { DraftItem } from '../components/library/draft-item.tsx';
import { FilterPanel } from '../components/library/filter-panel.tsx';
import { LibraryEmpty } from '../components/library/library-empty.tsx';
import { LibraryUnreachable } from '../components/library/library-unreachable.tsx';
import {
  activeFilterCount,
  draftMatches,
  isNarrowed,
  libraryQuery,
  NO_FILTERS,
} from '../components/library/library-filters.ts';
import { useLibraryLayout, type LibraryLayout } from '../components/library/library-layout.ts';
import { LibraryToolbar } from '../components/library/library-toolbar.tsx';
import {
  useDebouncedValue,
  useDeviceDrafts,
  useLibraryVideos,
  useNow,
} from '../components/library/use-library.ts';
import { VideoItem } from '../components/library/video-item.tsx';
import { useOnline } from '../sync/use-online.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

/** The search waits for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

const LAYOUT_CLASSES: Record<LibraryLayout, string> = {
  grid: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
};

/**
 * /video-library: the advisor's videos, newest first, searched and filtered on
 * the server a page at a time, with the recordings only this browser has at the top.
 */
export function VideoLibraryPage() {
  const { advisor } = useAuth();
  // The route guard shows the login screen before this renders without an advisor.
  return advisor ? <Library advisorId={advisor.id} /> : null;
}

function Library({ advisorId }: { advisorId: string }) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [layout, setLayout] = useLibraryLayout();
  const now = useNow();
  const panelId = useId();
  const online = useOnline();

  const deviceDrafts = useDeviceDrafts(advisorId);
  const library = useLibraryVideos(libraryQuery(settledSearch, filters), {
    waiting: deviceDrafts.some((draft) => draft.saved),
  });
  const pages = library.data?.pages ?? [];
  const videos = pages.flatMap((page) => page.videos);
  const total = pages.at(-1)?.total ?? 0;
  const { drafts, livePercents } = mergeWithServer(
    deviceDrafts.filter((draft) => draftMatches(draft, settledSearch, filters)),
    new Set(videos.map((video) => video.id)),
  );
  const narrowed = isNarrowed(settledSearch, filters);
  const clear = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };

  const list = (
    <ul
      aria-label="Videos"
      aria-busy={library.isPlaceholderData}
      className={`${LAYOUT_CLASSES[layout]} transition-opacity ${library.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {drafts.map((draft) => (
        <li key={`draft-${draft.id}`}>
          <DraftItem draft={draft} layout={layout} now={now} />
        </li>
      ))}
      {videos.map((video) => (
        <li key={video.id}>
          <VideoItem
            video={video}
            layout={layout}
            now={now}
            livePercent={livePercents.get(video.id)}
          />
        </li>
      ))}
    </ul>
  );

  let content;
  if (!library.data && (library.isError || !online)) {
    // The recordings on this device need no server: they show whatever the network does.
    content = (
      <div className="flex flex-col gap-6">
        <LibraryUnreachable
          offline={!online}
          deviceDrafts={drafts.length}
          onRetry={() => void library.refetch()}
        />
        {drafts.length > 0 ? list : null}
      </div>
    );
  } else if (library.isPending) {
    content = (
      <Card className="flex items-center justify-center gap-3 px-6 py-16 text-slate-500">
        <Loader2 className="animate-spin" size={20} aria-hidden="true" />
        <span role="status">Loading videos...</span>
      </Card>
    );
  } else if (videos.length === 0 && drafts.length === 0) {
    content = <LibraryEmpty narrowed={narrowed} onClear={clear} />;
  } else {
    content = list;
  }

  return (
    <AppPage title="Video Library">
      <LibraryToolbar
        search={search}
        onSearch={setSearch}
        filterOpen={filterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        filterCount={activeFilterCount(filters)}
        filterPanelId={panelId}
        layout={layout}
        onLayout={setLayout}
      />
      {filterOpen ? (
        <div className="mt-3">
          <FilterPanel id={panelId} filters={filters} onChange={setFilters} />
        </div>
      ) : null}
      <div className="mt-6">{content}</div>
      {library.data ? (
        <footer className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {videos.length} of {total} videos
          </p>
          {drafts.length > 0 ? (
            <p className="-mt-2 text-sm text-slate-500">
              and {drafts.length} {drafts.length === 1 ? 'recording' : 'recordings'} on this device,
              not uploaded yet
            </p>
          ) : null}
          {library.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void library.fetchNextPage()}
              disabled={library.isFetchingNextPage}
            >
              {library.isFetchingNextPage ? (
                <>
                  <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Loading...
                </>
              ) : (
                'Load more'
              )}
            </Button>
          ) : null}
          {library.isFetchNextPageError ? (
            <p className="text-sm text-rose-700" role="alert">
              Could not load more videos. Please try again.
            </p>
          ) : null}
        </footer>
      ) : null}
    </AppPage>
  );
}
