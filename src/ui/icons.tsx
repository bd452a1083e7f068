/**
 * Icons of the app's ways around (the table's top bar, the result's shortcuts): decorative, so
 * each button that shows one names itself in words for screen readers.
 */
export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v4h4M12 8v4.5l3 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ScoreSheetIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 3h14v18H5zM8 7h8M8 11h8M8 15h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8 3.5-2.1-.6-.5-1.3 1-2-1.5-1.5-2 1-1.3-.5L13 4h-2l-.6 2.1-1.3.5-2-1-1.5 1.5 1 2-.5 1.3L4 11v2l2.1.6.5 1.3-1 2 1.5 1.5 2-1 1.3.5L11 20h2l.6-2.1 1.3-.5 2 1 1.5-1.5-1-2 .5-1.3L20 13z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
