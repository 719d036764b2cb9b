// The sticky header (docs/design.md §9.1): notes trigger, logo, links (tools), new-note button and the user menu
// (signed out: a sign-in button). The "My notes" panel and the new-note check use the data layer,
// so they load only when needed — never for a visitor just reading /n/{id}.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../../shared/button-classes.ts';
import { LogoMark, MenuIcon, PlusIcon } from '../components/icons.tsx';
import { NAV_LINK_CLASSES as NAV_LINK } from '../components/link-classes.ts';
import { UserMenu } from '../features/account/UserMenu.tsx';
import { getInitialData } from '../platform/initial-data.ts';
import { HOLD_EARLY_CLICK_ATTRIBUTE } from '../before-start/early-clicks.ts';
import { useLocalizedHref } from '../platform/navigation.ts';
import { useScrolledPast } from './use-scrolled.ts';

const HEADER_BLUR_AFTER_PX = 10;

const loadNotesPanel = () => import('../features/notes-panel/NotesPanel.tsx');
const NotesPanel = lazy(loadNotesPanel);
const loadNewNoteConfirm = () => import('../features/new-note/NewNoteConfirm.tsx');
const NewNoteConfirm = lazy(loadNewNoteConfirm);

/**
 * "New note": a link to the home editor. Where the data layer runs, pressing it first checks the unsaved
 * note and, if it has text, asks before it is discarded; that check and its dialog load on the way to the
 * press (hover, focus, touch), so no page pays for them up front.
 */
function NewNoteAction({ dataLayer }: { dataLayer: boolean }) {
  const href = useLocalizedHref();
  const [, navigate] = useLocation();
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const warm = dataLayer ? () => void loadNewNoteConfirm().catch(() => undefined) : undefined;

  async function start(event: MouseEvent<HTMLAnchorElement>) {
    if (!dataLayer) return;
    event.preventDefault();
    // Going home never loses the unsaved note (the editor shows it), so a failed check just goes there.
    const note = await loadNewNoteConfirm()
      .then(({ readUnsavedNote }) => readUnsavedNote())
      .catch(() => null);
    if (note === null) navigate(href('/'));
    else setUnsaved(note);
  }

  return (
    <>
      {/* Icon only on narrow screens, so the header fits a 320 px wide screen. */}
      <Link
        href={href('/')}
        onClick={(event) => void start(event)}
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        // Pressed before the app has started, it waits for it: the unsaved-note check is the app's.
        {...{ [HOLD_EARLY_CLICK_ATTRIBUTE]: '' }}
        className={buttonClasses('primary', 'sm')}
      >
        <PlusIcon width={16} height={16} />
        <span className="sr-only sm:not-sr-only">
          <Trans>New note</Trans>
        </span>
      </Link>
      {unsaved !== null && (
        <Suspense fallback={null}>
          <NewNoteConfirm
            unsaved={unsaved}
            onClose={(startNew) => {
              setUnsaved(null);
              if (startNew) navigate(href('/'));
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export function Header({ dataLayer }: { dataLayer: boolean }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const scrolled = useScrolledPast(HEADER_BLUR_AFTER_PX);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const { appName } = getInitialData();

  return (
    <header
      className={`sticky top-0 z-30 border-b transition-colors print:hidden ${
        scrolled
          ? 'border-slate-200 bg-white/75 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/75'
          : 'border-transparent bg-white dark:bg-slate-950'
      }`}
    >
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onPointerEnter={() => void loadNotesPanel()}
          onFocus={() => void loadNotesPanel()}
          onClick={() => {
            setPanelWanted(true);
            setPanelOpen(true);
          }}
          className={buttonClasses('ghost', 'sm', 'px-2')}
        >
          <MenuIcon />
          <span className="hidden sm:inline">
            <Trans>My notes</Trans>
          </span>
          <span className="sr-only sm:hidden">
            <Trans>My notes</Trans>
          </span>
        </button>
        <Link
          href={href('/')}
          aria-label={t`${appName} – home`}
          className="flex items-center gap-2 rounded-md px-1 py-1 font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-white"
        >
          <LogoMark />
          {/* The link is named by its label; on the narrowest screens the buttons need the room. */}
          <span className="text-lg max-[22.5rem]:hidden">{appName}</span>
        </Link>
        <nav aria-label={t`Main`} className="ml-4 hidden items-center gap-1 md:flex">
          <Link href="~/tools/word-counter" className={NAV_LINK}>
            <Trans>Word counter</Trans>
          </Link>
          <Link href="~/tools/character-counter" className={NAV_LINK}>
            <Trans>Character counter</Trans>
          </Link>
          <Link href={href('/features')} className={NAV_LINK}>
            <Trans>Features</Trans>
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NewNoteAction dataLayer={dataLayer} />
          <UserMenu dataLayer={dataLayer} />
        </div>
      </div>
      {panelWanted && (
        <Suspense fallback={null}>
          <NotesPanel open={panelOpen} onOpenChange={setPanelOpen} />
        </Suspense>
      )}
    </header>
  );
}
