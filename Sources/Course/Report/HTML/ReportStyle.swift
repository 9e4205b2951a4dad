/// The style sheet every HTML report carries inline: screen and print.
enum ReportStyle {
  static let css = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
      color: #1d2125; background: #f6f7f9; margin: 0; }
    main { max-width: 1040px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
    h1 { font-size: 24px; margin: 0 0 4px; }
    h2 { font-size: 18px; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 1px solid #dde1e6; }
    .meta { color: #5b6570; margin: 0 0 16px; overflow-wrap: anywhere; }
    .tiles { display: flex; flex-wrap: wrap; gap: 10px; margin: 12px 0; }
    .tile { border: 1px solid #dde1e6; border-radius: 6px; padding: 8px 12px; min-width: 120px; }
    .tile .value { font-size: 20px; font-weight: 600; display: block; }
    .tile .label { color: #5b6570; font-size: 12px; }
    table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; }
    th, td { border-bottom: 1px solid #e6e9ed; padding: 4px 6px; text-align: left; vertical-align: top; }
    th { background: #f0f2f5; font-weight: 600; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    td.title { overflow-wrap: anywhere; }
    td.time, .meta .time { white-space: nowrap; }
    .id { color: #5b6570; font-size: 12px; display: block; overflow-wrap: anywhere; }
    .status { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px;
      white-space: nowrap; }
    .status.passed { background: #dcefdc; color: #1b5e20; }
    .status.attempted { background: #fdf0c4; color: #6d4c00; }
    .status.not-started { background: #eceff1; color: #455a64; }
    .modules td { vertical-align: middle; }
    svg text { font-size: 10px; fill: #5b6570; }
    svg text.empty { font-size: 13px; fill: #8a949e; }
    svg text.count { fill: #1d2125; }
    svg .gridline { stroke: #eef0f3; }
    svg .baseline { stroke: #b8c0c8; }
    .chart { max-width: 100%; height: auto; display: block; }
    .legend { color: #5b6570; font-size: 12px; margin: 4px 0 0; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px;
      margin: 0 4px 0 10px; vertical-align: -1px; }
    .none { color: #8a949e; }
    section { break-inside: avoid; }
    @media print {
      body { background: #fff; font-size: 11px; }
      main { max-width: none; padding: 0; }
      h2 { break-after: avoid; }
      table { font-size: 10px; }
      tr { break-inside: avoid; }
      thead { display: table-header-group; }
      .id, .status, .tile .label, .legend { font-size: 9px; }
      .tile { min-width: 0; padding: 4px 8px; }
      .tile .value { font-size: 15px; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """
}
