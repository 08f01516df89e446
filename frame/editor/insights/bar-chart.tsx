// A small SVG bar chart of a daily series, labelled with its total for screen readers (each bar has its
// day and count as a tooltip).
// A series of zeros says so in words instead of drawing an empty area.
export function BarChart(props: { title: string; days: { day: string; value: number }[] }) {
  const max = Math.max(1, ...props.days.map((d) => d.value));
  const w = 300;
  const h = 80;
  const bw = w / Math.max(1, props.days.length);
  const total = props.days.reduce((s, d) => s + d.value, 0);
  return (
    <figure class="chart">
      <figcaption>
        {props.title}: <strong>{total}</strong>
      </figcaption>
      {total === 0 ? (
        <p class="hint chart-empty">None in these 30 days yet.</p>
      ) : (
        <svg viewBox={`0 0 ${w} ${h}`} width="100%" height={h} role="img" aria-label={`${props.title} per day, ${total} in total`}>
          {props.days.map((d, i) => {
            const bh = (d.value / max) * (h - 4);
            return (
              <rect key={d.day} x={i * bw + 1} y={h - bh} width={Math.max(1, bw - 2)} height={bh} class="bar">
                <title>{`${d.day}: ${d.value}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
