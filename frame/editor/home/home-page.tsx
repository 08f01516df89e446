// Home `/`: the owner's widgets (instances call: search, type filter, paging), project folders, and
// the create dialog.
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-config';
import { logOut } from '../api/auth-api';
import { useBuilder } from '../api/builder-context';
import { listApps, listInstances, type AppEntry, type Page, type WidgetSummary } from '../api/widgets-api';
import { ThemeToggle } from '../ui/theme-toggle';
import { ApiKeysDialog } from './api-keys-dialog';
import { WhiteLabelDialog } from './white-label-dialog';
import { CreateWidgetDialog } from './create-widget-dialog';
import { ProjectList } from './project-list';
import type { Project } from './projects';
import { appsOrTypes } from './type-labels';
import { WidgetCard } from './widget-card';
import { Pager } from '../ui/pager';

export const PAGE_SIZE = 12;

export function HomePage() {
  const b = useBuilder();
  const [apps, setApps] = useState<AppEntry[]>([]);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<WidgetSummary> | null>(null);
  const [error, setError] = useState('');
  const [creating, setCreating] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [whiteLabelOpen, setWhiteLabelOpen] = useState(false);
  const [reload, setReload] = useState(0);
  const [projects, setProjects] = useState<Project[]>([]);

  useEffect(() => {
    listApps(b.api).then(setApps);
  }, []);

  useEffect(() => {
    let live = true;
    // Typing in search waits a moment so each keystroke is not a request.
    const t = setTimeout(() => {
      listInstances(b.api, { page, limit: PAGE_SIZE, search: search.trim() || undefined, pluginType: type || undefined, projectId: projectId ?? undefined }).then(
        (r) => live && (setResult(r), setError('')),
        (e) => live && setError(errorMessage(e, 'Could not load your widgets.')),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [search, type, page, projectId, reload]);

  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE));

  return (
    <div class="home">
      <header class="topbar">
        <strong class="brand">Tessera</strong>
        <span class="spacer" />
        <ThemeToggle />
        <span class="user-name">{b.user.fullName}</span>
        <button type="button" class="btn" onClick={() => setKeysOpen(true)}>
          API keys
        </button>
        <button type="button" class="btn" onClick={() => setWhiteLabelOpen(true)}>
          White label
        </button>
        <button
          type="button"
          class="btn"
          onClick={async () => {
            await logOut(b.api).catch(() => undefined);
            b.setUser({ isAuthenticated: false, isPremium: false, fullName: '', guid: '' });
            b.navigate('/login');
          }}
        >
          Log out
        </button>
      </header>
      <div class="home-body">
        <ProjectList selected={projectId} onSelect={(id) => (setProjectId(id), setPage(1))} onWidgetsMoved={() => setReload((n) => n + 1)} refresh={reload} onLoaded={setProjects} />
        <main class="home-main" aria-labelledby="home-title">
          <div class="home-toolbar">
            <h1 id="home-title">Your widgets</h1>
            <label class="field inline">
              <span>Search</span>
              <input type="search" value={search} onInput={(e) => (setSearch(e.currentTarget.value), setPage(1))} placeholder="Widget name" />
            </label>
            <label class="field inline">
              <span>Type</span>
              <select value={type} onChange={(e) => (setType(e.currentTarget.value), setPage(1))}>
                <option value="">All types</option>
                {appsOrTypes(apps).map((a) => (
                  <option key={a.type} value={a.type}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" class="btn btn-primary" onClick={() => setCreating(true)}>
              Create widget
            </button>
          </div>
          {error && <p class="form-error" role="alert">{error}</p>}
          {!result && !error && <p>Loading...</p>}
          {result && result.items.length === 0 && (
            <p class="empty">{search || type ? 'No widget matches.' : 'No widgets yet: create your first one.'}</p>
          )}
          <ul class="widget-list" aria-label="Widgets">
            {result?.items.map((w) => <WidgetCard key={w.guid} widget={w} apps={apps} projects={projects} onChanged={() => setReload((n) => n + 1)} />)}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} label="Pages" />
        </main>
      </div>
      {creating && <CreateWidgetDialog apps={apps} projectId={projectId} onClose={() => setCreating(false)} />}
      {keysOpen && <ApiKeysDialog onClose={() => setKeysOpen(false)} />}
      {whiteLabelOpen && <WhiteLabelDialog onClose={() => setWhiteLabelOpen(false)} />}
    </div>
  );
}
