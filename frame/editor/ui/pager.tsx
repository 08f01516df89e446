// Previous / "Page 2 of 5" / Next under a paged list (widgets, form submissions, chat conversations).
// Nothing when everything fits on one page.
export function Pager(props: { page: number; pages: number; onPage(page: number): void; label: string; small?: boolean }) {
  const { page, pages } = props;
  if (pages <= 1) return null;
  const btn = props.small ? 'btn btn-small' : 'btn';
  return (
    <nav class="pager" aria-label={props.label}>
      <button type="button" class={btn} disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">{`Page ${page} of ${pages}`}</span>
      <button type="button" class={btn} disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
