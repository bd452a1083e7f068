/**
 * The app shell: for now the title screen with the app's name. The table, settings and the Italian
 * and English catalogues arrive with "The table" issue; this screen shows only proper names.
 */
export function App() {
  return (
    <main className="title-screen">
      <svg className="title-tile" viewBox="0 0 60 80" aria-hidden="true">
        <rect x="2" y="6" width="56" height="72" rx="9" fill="#d9cfb4" />
        <rect x="2" y="2" width="56" height="72" rx="9" fill="#f7f3e8" />
        <circle cx="30" cy="38" r="19" fill="#0f5132" />
        <circle cx="30" cy="38" r="15" fill="#f7f3e8" />
        <circle cx="30" cy="38" r="11.5" fill="#b3261e" />
        <circle cx="30" cy="38" r="7" fill="#f7f3e8" />
        <circle cx="30" cy="38" r="3.5" fill="#0f5132" />
      </svg>
      <h1 className="title-name">Hu!</h1>
      <p className="title-system">Zung Jung</p>
    </main>
  );
}
