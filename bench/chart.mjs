/**
 * A plain SVG bar chart of the ratios to the reference per case (lower is faster), with the
 * target lines. No dependencies: the SVG is written by hand. The scale stops at 1.5 so that the
 * targets between 0.15 and 1 stay readable; a longer bar is cut, marked, and labelled.
 */
import { writeFileSync } from "node:fs";

const SERIES = [
  { name: "endpoint()", color: "#1f77b4" },
  { name: "prepared .build()", color: "#2ca02c" },
  { name: "chain from create()", color: "#ff7f0e" },
];

const TARGET_LINES = [
  { value: 0.15, label: "0.15 prepared .build(), mix", color: "#2ca02c" },
  { value: 0.25, label: "0.25 endpoint(), mix", color: "#1f77b4" },
  { value: 0.4, label: "0.4 endpoint(), every case", color: "#1f77b4" },
  { value: 0.6, label: "0.6 chain, cases a and g", color: "#ff7f0e" },
];

const SCALE_LIMIT = 1.5;

const escapeXml = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function renderChart(results) {
  const width = 900;
  const height = 440;
  const margin = { top: 40, right: 210, bottom: 70, left: 48 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;

  const values = results.cases.flatMap((item) => SERIES.map((s) => item.ratios[s.name].median));
  const yMax = Math.min(SCALE_LIMIT, Math.ceil(Math.max(1.1, ...values) * 1.08 * 4) / 4);
  const y = (value) => margin.top + plotHeight - (Math.min(value, yMax) / yMax) * plotHeight;
  const groupWidth = plotWidth / results.cases.length;
  const barWidth = (groupWidth * 0.8) / SERIES.length;

  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11" role="img">`,
    "<title>Time per call of restbuild relative to @octokit/endpoint 11, per case</title>",
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${margin.left}" y="18" font-size="13" font-weight="bold">Time per call relative to ${escapeXml(results.reference)} (median of per-round ratios; lower is faster)</text>`,
  );

  for (let tick = 0; tick <= yMax + 1e-9; tick += 0.25) {
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e5e5e5"/>`,
      `<text x="${margin.left - 6}" y="${y(tick) + 4}" text-anchor="end" fill="#555">${tick.toFixed(2)}</text>`,
    );
  }

  results.cases.forEach((item, group) => {
    const left = margin.left + group * groupWidth + groupWidth * 0.1;
    SERIES.forEach((series, k) => {
      const value = item.ratios[series.name].median;
      const x = left + k * barWidth;
      const top = y(value);
      const barHeight = margin.top + plotHeight - top;
      const tip = `${item.short}: ${series.name} ${value.toFixed(3)}`;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${(barWidth - 2).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${series.color}"><title>${escapeXml(tip)}</title></rect>`,
        `<text x="${(x + barWidth / 2 - 1).toFixed(1)}" y="${(top - 3).toFixed(1)}" text-anchor="middle" font-size="9" fill="#333">${value.toFixed(2)}</text>`,
      );
      if (value > yMax) {
        // A cut bar: a white zigzag near its top says that it goes on.
        const w = (barWidth - 2).toFixed(1);
        parts.push(
          `<path d="M${x.toFixed(1)} ${top + 12} l${w} -6 M${x.toFixed(1)} ${top + 18} l${w} -6" stroke="#ffffff" stroke-width="2" fill="none"/>`,
        );
      }
    });
    const [first, ...rest] = item.short.split(" · ");
    const center = (margin.left + (group + 0.5) * groupWidth).toFixed(1);
    parts.push(
      `<text x="${center}" y="${margin.top + plotHeight + 16}" text-anchor="middle" font-weight="bold">${escapeXml(first)}</text>`,
      `<text x="${center}" y="${margin.top + plotHeight + 30}" text-anchor="middle">${escapeXml(rest.join(" "))}</text>`,
    );
  });

  let labelY = Number.POSITIVE_INFINITY;
  for (const line of TARGET_LINES) {
    if (line.value > yMax) continue;
    // Labels go upwards from the lowest line and keep 13 px apart.
    labelY = Math.min(y(line.value) + 4, labelY - 13);
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${y(line.value)}" y2="${y(line.value)}" stroke="${line.color}" stroke-dasharray="5 4"/>`,
      `<text x="${margin.left + plotWidth + 6}" y="${labelY.toFixed(1)}" fill="${line.color}">target ${escapeXml(line.label)}</text>`,
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#333"/>`,
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#333"/>`,
  );

  SERIES.forEach((series, k) => {
    const x = margin.left + k * 170;
    const legendY = height - 16;
    parts.push(
      `<rect x="${x}" y="${legendY - 9}" width="10" height="10" fill="${series.color}"/>`,
      `<text x="${x + 14}" y="${legendY}">${escapeXml(series.name)}</text>`,
    );
  });
  parts.push(
    `<text x="${margin.left + SERIES.length * 170}" y="${height - 16}" fill="#555">bars above ${SCALE_LIMIT} are cut</text>`,
    "</svg>",
  );
  return `${parts.join("\n")}\n`;
}

export function writeChart(path, results) {
  writeFileSync(path, renderChart(results));
}
