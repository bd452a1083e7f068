/** The title screen's tile: the 1 of Dots, the app's mark. */
export function TitleTile() {
  return (
    <svg className="title-tile" viewBox="0 0 60 80" aria-hidden="true">
      <rect x="2" y="6" width="56" height="72" rx="9" fill="#d9cfb4" />
      <rect x="2" y="2" width="56" height="72" rx="9" fill="#f7f3e8" />
      <circle cx="30" cy="38" r="19" fill="#0f5132" />
      <circle cx="30" cy="38" r="15" fill="#f7f3e8" />
      <circle cx="30" cy="38" r="11.5" fill="#b3261e" />
      <circle cx="30" cy="38" r="7" fill="#f7f3e8" />
      <circle cx="30" cy="38" r="3.5" fill="#0f5132" />
    </svg>
  );
}
